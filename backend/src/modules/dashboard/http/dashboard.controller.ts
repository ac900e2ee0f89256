import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { BookingDto, DashboardStatsDto } from '@baan-talay/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { AdminGuard } from '../../admin-auth';
import { DashboardStatsQuery } from '../queries/dashboard-stats.query';
import { RecentBookingsQuery } from '../queries/recent-bookings.query';

export class RecentBookingsQueryDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(50)
  limit = 10;
}

@Controller('admin')
@UseGuards(AdminGuard)
export class DashboardController {
  constructor(private readonly queries: QueryBus) {}

  @Get('stats')
  stats(): Promise<DashboardStatsDto> {
    return this.queries.execute(new DashboardStatsQuery());
  }

  /** `?limit=` 1-50, default 10. */
  @Get('recent-bookings')
  recent(@Query() query: RecentBookingsQueryDto): Promise<BookingDto[]> {
    return this.queries.execute(new RecentBookingsQuery(query.limit));
  }
}
