import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../event-store/event-store.port';
import { SlipFiles } from '../queries/slip-files';
import { SlipQrReader } from '../slip-check/slip-qr.reader';
import { BookingCommandResult, BookingStream } from './booking-stream';

/**
 * Attaches a slip uploaded with POST /api/upload/slip (its `paymentSlipUrl`): the booking goes to
 * review, SlipAttached carries the slip's QR check, and the append claims the slip's fingerprints.
 */
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
    private readonly qrReader: SlipQrReader,
  ) {}

  async execute({ bookingId, paymentSlipUrl, actor }: AttachSlipCommand): Promise<BookingCommandResult> {
    const file = await this.slips.resolve(bookingId, paymentSlipUrl);
    const stored = await this.slips.read(bookingId, file.key.slice(file.key.lastIndexOf('/') + 1));
    const check = stored ? await this.qrReader.check(stored.data, file.contentType, file.sha256) : { qr: null, reason: 'unreadable' as const };
    const slip = { ...file, ...check };
    const now = new Date();
    return this.bookings.run({ type: 'AttachSlip', data: { bookingId, slip, now: now.toISOString() } }, actor, { now });
  }
}
