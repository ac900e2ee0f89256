import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DashboardController } from './http/dashboard.controller';
import { DashboardStatsHandler } from './queries/dashboard-stats.query';
import { RecentBookingsHandler } from './queries/recent-bookings.query';
import { ReportHandler } from './queries/report.query';

/** Admin dashboard numbers, read from the booking projection (booking_view). */
@Module({
  imports: [CqrsModule],
  controllers: [DashboardController],
  providers: [DashboardStatsHandler, RecentBookingsHandler, ReportHandler],
})
export class DashboardModule {}
