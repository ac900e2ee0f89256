import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../event-store/event-store.port';
import { VillaQueries } from '../../villa';
import { BookingCommandResult, BookingStream } from './booking-stream';

/**
 * A guest removing their slip, or an admin rejecting it: back to pending payment. An admin's
 * rejection opens a new payment window (`paymentWindowMinutes`, default the villa's).
 */
export class ClearSlipCommand extends Command<BookingCommandResult> {
  constructor(
    readonly bookingId: string,
    readonly actor: Actor,
    readonly reason?: string,
    readonly paymentWindowMinutes?: number,
  ) {
    super();
  }
}

@CommandHandler(ClearSlipCommand)
export class ClearSlipHandler implements ICommandHandler<ClearSlipCommand> {
  constructor(
    private readonly bookings: BookingStream,
    private readonly villa: VillaQueries,
  ) {}

  async execute({ bookingId, actor, reason, paymentWindowMinutes }: ClearSlipCommand): Promise<BookingCommandResult> {
    const now = new Date();
    if (actor.kind !== 'admin') {
      return this.bookings.run({ type: 'ClearSlip', data: { bookingId, by: 'guest', now: now.toISOString() } }, actor, { now });
    }
    const minutes = paymentWindowMinutes ?? (await this.villa.pricing()).paymentWindowMinutes;
    const paymentDeadline = new Date(now.getTime() + minutes * 60_000).toISOString();
    const data = { bookingId, by: 'admin', now: now.toISOString(), reason, paymentDeadline } as const;
    return this.bookings.run({ type: 'ClearSlip', data }, actor, { now });
  }
}
