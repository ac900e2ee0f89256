import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { NotificationsModule } from '../../notifications';
import { VillaModule } from '../../villa';
import { PaymentsModule } from '../payments.module';
import { BalancePlanProcessor } from './balance-plan.processor';
import { BalancePlanReactor } from './balance-plan.reactor';

/** The balance's reminders and overdue check (issue 30). */
@Module({
  imports: [CqrsModule, NotificationsModule, PaymentsModule, VillaModule],
  providers: [BalancePlanReactor, BalancePlanProcessor],
})
export class PaymentJobsModule {}
