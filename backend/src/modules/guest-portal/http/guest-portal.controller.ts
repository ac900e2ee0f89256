import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ArrivalDetailsDto, BookingDto, GuestPortalDto, PortalSecretDto } from '@baan-talay/contracts';
import { todayInBangkok } from '@baan-talay/pricing';
import type { Actor } from '../../../event-store/event-store.port';
import { CLOCK, type Clock } from '../../../shared/clock';
import { DomainError } from '../../../shared/domain-error';
import { SubscriptionRunner } from '../../../event-store/subscriptions/subscription-runner';
import { awaitProjection } from '../../../event-store/subscriptions/read-your-writes';
import { BookingAccessGuard, BookingActor, BookingQueries, GiveArrivalDetailsCommand, secretsVisibility, ViewSecretsCommand } from '../../booking';
import { BOOKING_ARRIVAL_PROJECTION } from '../projections/booking-arrival.projection';
import { VillaQueries } from '../../villa';
import { GuestPortalQueries } from '../queries/guest-portal.queries';
import { ArrivalDetailsBodyDto } from './guest-portal.dto';

/**
 * The guest portal at the booking's own link (X-Booking-Token or the e-mail link's token). Secret
 * values leave only through POST …/portal/secrets, which records the view and is refused while the
 * stay's secrets are hidden (not paid in full, too early, or over).
 */
@Controller('booking/:id')
@UseGuards(BookingAccessGuard)
export class GuestPortalController {
  constructor(
    private readonly commands: CommandBus,
    private readonly bookings: BookingQueries,
    private readonly villa: VillaQueries,
    private readonly portal: GuestPortalQueries,
    private readonly subscriptions: SubscriptionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('portal')
  async view(@Param('id') id: string): Promise<GuestPortalDto> {
    const booking = await this.booking(id);
    const config = await this.portal.config();
    const today = this.today();
    const visibility = secretsVisibility(booking, config.settings.secretsDaysBefore, today);
    return {
      manual: config.manual,
      secrets: { ...visibility, labels: config.secretLabels },
      arrival: await this.portal.arrival(id),
      links: { guests: `/booking/${id}/guests`, review: today >= booking.checkOut && booking.status === 'confirmed' ? `/booking/${id}/review` : null },
    };
  }

  @Post('portal/secrets')
  @HttpCode(200)
  async secrets(@Param('id') id: string, @BookingActor() actor: Actor): Promise<{ secrets: PortalSecretDto[] }> {
    const config = await this.portal.config();
    await this.commands.execute(new ViewSecretsCommand(id, this.today(), config.settings.secretsDaysBefore, actor));
    return { secrets: await this.portal.secrets(config) };
  }

  @Put('arrival')
  async arrival(@Param('id') id: string, @Body() body: ArrivalDetailsBodyDto, @BookingActor() actor: Actor): Promise<ArrivalDetailsDto> {
    const { maxGuests } = (await this.villa.current()).villa;
    const details = { arrivalTime: body.arrivalTime ?? null, flight: body.flight ?? null, adults: body.adults, children: body.children };
    const { position } = await this.commands.execute(new GiveArrivalDetailsCommand(id, details, maxGuests, actor));
    await awaitProjection(this.subscriptions, BOOKING_ARRIVAL_PROJECTION, position);
    return (await this.portal.arrival(id)) ?? details;
  }

  private today(): string {
    return todayInBangkok(new Date(this.clock.now()));
  }

  private async booking(id: string): Promise<BookingDto> {
    const booking = await this.bookings.findDto(id);
    if (!booking) throw new DomainError('not_found', 'Booking not found', { code: 'booking.notFound' });
    return booking;
  }
}
