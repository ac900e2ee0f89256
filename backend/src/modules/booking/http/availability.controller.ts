import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { AvailabilityDto } from '@baan-talay/contracts';
import { addDays, nightsBetween, todayInBangkok, toVillaDate } from '@baan-talay/pricing';
import { DomainError } from '../../../shared/domain-error';
import { BookingQueries } from '../queries/booking.queries';
import { AvailabilityQueryDto } from './dto/availability-query.dto';
import { CLOCK, type Clock } from '../../../shared/clock';

const DEFAULT_DAYS = 90;
const MAX_DAYS = 800;

function dateParam(value: string | undefined, name: 'from' | 'to'): string | null {
  if (value === undefined || value === '') return null;
  const date = toVillaDate(value);
  if (date === null) throw new DomainError('validation', `${name} must be a date (YYYY-MM-DD)`, { code: 'availability.invalidDate', params: { field: name } });
  return date;
}

/**
 * GET /api/villa/availability: nights held by live bookings from `from` (default today) up to, not
 * including, `to` (default 90 days later), as `{unavailable: ['YYYY-MM-DD', …]}`.
 */
@Controller('villa/availability')
export class AvailabilityController {
  constructor(
    private readonly bookings: BookingQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  async get(@Query() query: AvailabilityQueryDto): Promise<AvailabilityDto> {
    const from = dateParam(query.from, 'from') ?? todayInBangkok(new Date(this.clock.now()));
    const to = dateParam(query.to, 'to') ?? addDays(from, DEFAULT_DAYS);
    const days = nightsBetween(from, to);
    if (days <= 0) throw new DomainError('validation', 'to must be after from', { code: 'availability.emptyRange' });
    if (days > MAX_DAYS) throw new DomainError('validation', `Ask for at most ${MAX_DAYS} days at a time`, { code: 'availability.rangeTooLong', params: { max: MAX_DAYS } });
    return { unavailable: await this.bookings.heldNights(from, to) };
  }
}
