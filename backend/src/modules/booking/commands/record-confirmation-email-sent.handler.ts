import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../event-store/event-store.port';
import { BookingCommandResult, BookingStream } from './booking-stream';

/** System (e-mail job): the confirmation e-mail went out. */
export class RecordConfirmationEmailSentCommand extends Command<BookingCommandResult> {
  constructor(
    readonly bookingId: string,
    readonly to: string,
    readonly messageId: string,
    readonly causationId?: string,
    readonly actor: Actor = { kind: 'system', id: 'email' },
  ) {
    super();
  }
}

@CommandHandler(RecordConfirmationEmailSentCommand)
export class RecordConfirmationEmailSentHandler implements ICommandHandler<RecordConfirmationEmailSentCommand> {
  constructor(private readonly bookings: BookingStream) {}

  execute(command: RecordConfirmationEmailSentCommand): Promise<BookingCommandResult> {
    const { bookingId, to, messageId, actor, causationId } = command;
    return this.bookings.run({ type: 'RecordConfirmationEmailSent', data: { bookingId, to, messageId } }, actor, { causationId });
  }
}
