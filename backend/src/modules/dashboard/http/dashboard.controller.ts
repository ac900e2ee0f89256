import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { BookingDto, DashboardStatsDto, ReportDto } from '@baan-talay/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { RateLimited } from '../../../infrastructure/http/rate-limit';
import { AdminGuard } from '../../admin-auth';
import { DashboardStatsQuery } from '../queries/dashboard-stats.query';
import { RecentBookingsQuery } from '../queries/recent-bookings.query';
import { ReportQuery } from '../queries/report.query';
import { CLOCK, type Clock } from '../../../shared/clock';

export class RecentBookingsQueryDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(50)
  limit = 10;
}

export class ReportQueryDto {
  @Type(() => Number) @IsInt() @Min(2000) @Max(2100)
  year!: number;

  /** 1-12: that month by day; absent: the year by month. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(12)
  month?: number;
}

@Controller('admin')
@UseGuards(AdminGuard)
export class DashboardController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('stats')
  stats(): Promise<DashboardStatsDto> {
    return this.queries.execute(new DashboardStatsQuery(new Date(this.clock.now())));
  }

  /** `?year=2030` (by month) or `?year=2030&month=3` (by day). */
  @Get('reports')
  @RateLimited('export-ip')
  report(@Query() query: ReportQueryDto): Promise<ReportDto> {
    return this.queries.execute(new ReportQuery(query.year, query.month ?? null));
  }

  /** `?limit=` 1-50, default 10. */
  @Get('recent-bookings')
  recent(@Query() query: RecentBookingsQueryDto): Promise<BookingDto[]> {
    return this.queries.execute(new RecentBookingsQuery(query.limit));
  }
}
