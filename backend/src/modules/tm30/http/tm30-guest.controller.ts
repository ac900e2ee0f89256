import { Body, Controller, Get, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Tm30GuestsDto } from '@baan-talay/contracts';
import type { Actor } from '../../../event-store/event-store.port';
import { CLOCK, type Clock } from '../../../shared/clock';
import { DomainError } from '../../../shared/domain-error';
import { BookingAccessGuard, BookingActor, BookingQueries } from '../../booking';
import { SubmitTm30DetailsCommand } from '../commands/tm30-commands';
import { Tm30Queries } from '../queries/tm30.queries';
import { Tm30SubmitDto } from './tm30.dto';

/** The guest's TM30 details, with the booking's token (or its e-mail link's) or as an admin. */
@Controller('booking/:id/tm30')
@UseGuards(BookingAccessGuard)
export class Tm30GuestController {
  constructor(
    private readonly commands: CommandBus,
    private readonly bookings: BookingQueries,
    private readonly tm30: Tm30Queries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  async get(@Param('id') id: string): Promise<Tm30GuestsDto> {
    const booking = await this.bookings.findDto(id);
    if (!booking) throw new DomainError('not_found', 'Booking not found', { code: 'booking.notFound' });
    return this.tm30.forGuest(booking, new Date(this.clock.now()));
  }

  @Put()
  async submit(@Param('id') id: string, @Body() body: Tm30SubmitDto, @BookingActor() actor: Actor): Promise<Tm30GuestsDto> {
    const now = new Date(this.clock.now());
    await this.commands.execute(new SubmitTm30DetailsCommand(id, body.guests, actor, now));
    return this.get(id);
  }
}
