import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BookingModule } from '../booking';
import { ReceiptsModule } from '../receipts';
import { PaymentsModule } from '../payments';
import { VillaModule } from '../villa';
import { AccountEmailProcessor, SendAdminRegisteredMailHandler, SendPasswordResetMailHandler } from './jobs/account-email.processor';
import { AccountEmailQueue } from './jobs/account-email.queue';
import { FindBookingController } from './http/find-booking.controller';
import { SendConfirmationController } from './http/send-confirmation.controller';
import { ConfirmationEmailReconciler } from './jobs/confirmation-email.reconciler';
import { EmailProcessor } from './jobs/email.processor';
import { EmailQueue } from './jobs/email.queue';
import { EmailReactor } from './jobs/email.reactor';
import { MailComposer } from './mail-composer';
import { EmailLedger } from './jobs/email-ledger';
import { EmailErasure } from './jobs/email-erasure';
import { EmailReconciler } from './jobs/email.reconciler';
import { ParkedEventAlert } from './jobs/parked-event.alert';
import { SendPaymentReminderHandler } from './jobs/payment-reminder.handler';

/** Guest e-mails: a reactor turns booking events into jobs, a BullMQ worker sends them; and the owner's alerts. */
@Module({
  imports: [CqrsModule, BookingModule, ReceiptsModule, VillaModule, PaymentsModule],
  controllers: [SendConfirmationController, FindBookingController],
  providers: [
    EmailQueue, EmailReactor, EmailProcessor, MailComposer, ConfirmationEmailReconciler, EmailLedger, EmailReconciler, EmailErasure, ParkedEventAlert,
    AccountEmailQueue, AccountEmailProcessor, SendPasswordResetMailHandler, SendAdminRegisteredMailHandler,
    SendPaymentReminderHandler,
  ],
  exports: [EmailQueue],
})
export class NotificationsModule {}
