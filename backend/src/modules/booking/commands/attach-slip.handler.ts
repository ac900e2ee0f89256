import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../event-store/event-store.port';
import { SlipFiles } from '../queries/slip-files';
import { BookingCommandResult, BookingStream } from './booking-stream';

/** Attaches a slip uploaded with POST /api/upload/slip (its `paymentSlipUrl`): the booking goes to review. */
export class AttachSlipCommand extends Command<BookingCommandResult> {
  constructor(
    readonly bookingId: string,
    readonly paymentSlipUrl: string,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(AttachSlipCommand)
export class AttachSlipHandler implements ICommandHandler<AttachSlipCommand> {
  constructor(
    private readonly bookings: BookingStream,
    private readonly slips: SlipFiles,
  ) {}

  async execute({ bookingId, paymentSlipUrl, actor }: AttachSlipCommand): Promise<BookingCommandResult> {
    const slip = await this.slips.resolve(bookingId, paymentSlipUrl);
    const now = new Date();
    const result = await this.bookings.run({ type: 'AttachSlip', data: { bookingId, slip, now: now.toISOString() } }, actor, { now });
    await this.slips.deleteOthers(bookingId, slip.key);
    return result;
  }
}
