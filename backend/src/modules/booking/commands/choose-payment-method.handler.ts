import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { PaymentMethod } from '@baan-talay/contracts';
import type { Actor } from '../../../event-store/event-store.port';
import { BookingCommandResult, BookingStream } from './booking-stream';

/** Guest's payment step: bank transfer or PromptPay, while payment is pending. */
export class ChoosePaymentMethodCommand extends Command<BookingCommandResult> {
  constructor(
    readonly bookingId: string,
    readonly paymentMethod: PaymentMethod,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(ChoosePaymentMethodCommand)
export class ChoosePaymentMethodHandler implements ICommandHandler<ChoosePaymentMethodCommand> {
  constructor(private readonly bookings: BookingStream) {}

  execute(command: ChoosePaymentMethodCommand): Promise<BookingCommandResult> {
    const { bookingId, paymentMethod } = command;
    return this.bookings.run({ type: 'ChoosePaymentMethod', data: { bookingId, paymentMethod } }, command.actor);
  }
}
