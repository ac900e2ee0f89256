import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { NotificationsModule } from '../../notifications';
import { PaymentWindowProcessor } from './payment-window.processor';
import { PaymentWindowReactor } from './payment-window.reactor';
import { PaymentWindowReconciler } from './payment-window.reconciler';
import { PaymentWindowScheduler } from './payment-window.scheduler';
import { PiiRetentionJob } from './pii-retention.job';

/** The payment window (expiry and reminder jobs, their reactor, worker and reconciler) and personal-data retention. */
@Module({
  imports: [CqrsModule, NotificationsModule],
  providers: [PaymentWindowScheduler, PaymentWindowReactor, PaymentWindowProcessor, PaymentWindowReconciler, PiiRetentionJob],
  exports: [PaymentWindowReconciler, PiiRetentionJob],
})
export class BookingJobsModule {}
