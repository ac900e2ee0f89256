import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../event-store/event-store.port';
import { CLOCK, type Clock } from '../../../shared/clock';
import { VillaQueries } from '../../villa';
import { BookingCommandResult, BookingStream } from './booking-stream';
import { refundInput } from './refund-policy';

/**
 * POST /api/booking/:id/cancel: the guest (or an admin through the guest's page) lets an unpaid hold
 * go, or cancels a paid booking under the villa's cancellation policy (its refund is recorded).
 */
export class CancelHoldCommand extends Command<BookingCommandResult> {
  constructor(
    readonly bookingId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(CancelHoldCommand)
export class CancelHoldHandler implements ICommandHandler<CancelHoldCommand> {
  constructor(
    private readonly bookings: BookingStream,
    private readonly villa: VillaQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ bookingId, actor }: CancelHoldCommand): Promise<BookingCommandResult> {
    const refund = await refundInput(this.villa, new Date(this.clock.now()));
    // Decided as the guest's whoever calls: the policy's refund, never an override.
    return this.bookings.run({ type: 'CancelBooking', data: { bookingId, by: 'guest', refund } }, actor);
  }
}
