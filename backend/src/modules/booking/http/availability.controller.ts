import { Controller, Get, Query } from '@nestjs/common';
import type { AvailabilityDto } from '@baan-talay/contracts';
import { addDays, nightsBetween, todayInBangkok } from '@baan-talay/pricing';
import { DomainError } from '../../../shared/domain-error';
import { toStayDate } from '../commands/stay-check';
import { BookingQueries } from '../queries/booking.queries';
import { AvailabilityQueryDto } from './dto/availability-query.dto';

const DEFAULT_DAYS = 90;
const MAX_DAYS = 800;

/** GET /api/villa/availability: nights held by live bookings from `from` up to, not including, `to`. */
@Controller('villa/availability')
export class AvailabilityController {
  constructor(private readonly bookings: BookingQueries) {}

  @Get()
  async get(@Query() query: AvailabilityQueryDto): Promise<AvailabilityDto> {
    const from = toStayDate(query.from, 'checkIn') ?? todayInBangkok(new Date());
    const to = toStayDate(query.to, 'checkOut') ?? addDays(from, DEFAULT_DAYS);
    const days = nightsBetween(from, to);
    if (days <= 0) throw new DomainError('validation', '`to` must be after `from`');
    if (days > MAX_DAYS) throw new DomainError('validation', `Ask for at most ${MAX_DAYS} days at a time`);
    return { unavailable: await this.bookings.heldNights(from, to) };
  }
}
