import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { NotificationsModule } from '../../notifications';
import { PaymentWindowProcessor } from './payment-window.processor';
import { PaymentWindowReactor } from './payment-window.reactor';
import { PaymentWindowReconciler } from './payment-window.reconciler';
import { PaymentWindowScheduler } from './payment-window.scheduler';

/** The payment window: expiry and reminder jobs, their reactor, worker and reconciler. */
@Module({
  imports: [CqrsModule, NotificationsModule],
  providers: [PaymentWindowScheduler, PaymentWindowReactor, PaymentWindowProcessor, PaymentWindowReconciler],
  exports: [PaymentWindowReconciler],
})
export class BookingJobsModule {}
