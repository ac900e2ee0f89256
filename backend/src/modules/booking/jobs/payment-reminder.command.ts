/**
 * What the payment window asks of the e-mail pipeline (the notifications context handles it): remind
 * the guest of this booking, still awaiting a slip, to pay before `paymentDeadline`. A command, not
 * an import of the e-mail queue, so booking does not depend on notifications (which reads booking).
 */
export class SendPaymentReminderCommand {
  constructor(
    readonly bookingId: string,
    readonly paymentDeadline: string,
  ) {}
}
