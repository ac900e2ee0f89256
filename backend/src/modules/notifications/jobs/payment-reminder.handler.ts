import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SendPaymentReminderCommand } from '../../booking';
import { EmailQueue } from './email.queue';

/** Queues the payment reminder the booking's payment window asks for, once per booking and deadline. */
@CommandHandler(SendPaymentReminderCommand)
export class SendPaymentReminderHandler implements ICommandHandler<SendPaymentReminderCommand, void> {
  constructor(private readonly emails: EmailQueue) {}

  async execute({ bookingId, paymentDeadline }: SendPaymentReminderCommand): Promise<void> {
    await this.emails.enqueue(`reminder-${bookingId}-${Date.parse(paymentDeadline)}`, { kind: 'payment_reminder', bookingId, paymentDeadline });
  }
}
