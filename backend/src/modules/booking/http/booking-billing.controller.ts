import { Body, Controller, Get, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { BookingDto, RefundQuoteDto } from '@baan-talay/contracts';
import { proposeRefund, todayInBangkok } from '@baan-talay/pricing';
import type { Actor } from '../../../event-store/event-store.port';
import { CLOCK, type Clock } from '../../../shared/clock';
import { VillaQueries } from '../../villa';
import { AddBuyerDetailsCommand } from '../commands';
import { notFound } from '../domain/booking.rules';
import { BookingQueries } from '../queries/booking.queries';
import { BookingAccessGuard, BookingActor } from './booking-access';
import { BuyerDetailsBodyDto } from './dto/buyer-details.dto';

/** A booking's money seen by its guest (token) or an admin: the buyer on tax invoices, what a cancellation refunds. */
@Controller('booking')
@UseGuards(BookingAccessGuard)
export class BookingBillingController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly bookings: BookingQueries,
    private readonly villa: VillaQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Put(':id/buyer')
  async buyer(@Param('id') id: string, @Body() body: BuyerDetailsBodyDto, @BookingActor() actor: Actor): Promise<BookingDto> {
    const { name, address, taxId = '', branch = '' } = body;
    await this.commandBus.execute(new AddBuyerDetailsCommand(id, { name, address, taxId, branch }, actor));
    return this.read(id);
  }

  /** What cancelling today would refund under the villa's policy (the same rule the decider applies). */
  @Get(':id/refund-quote')
  async refundQuote(@Param('id') id: string): Promise<RefundQuoteDto> {
    const booking = await this.read(id);
    const paid = booking.status === 'confirmed' ? booking.totalPrice : 0;
    const { cancellationTiers } = await this.villa.billing();
    const proposal = proposeRefund(cancellationTiers, paid, todayInBangkok(new Date(this.clock.now())), booking.checkIn.slice(0, 10));
    return { paid, daysBefore: proposal.daysBefore, tier: proposal.tier, proposed: proposal.amount };
  }

  private async read(id: string): Promise<BookingDto> {
    const booking = await this.bookings.findDto(id);
    if (!booking) throw notFound();
    return booking;
  }
}
