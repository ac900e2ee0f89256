import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AvailabilityModule } from '../availability';
import { DashboardController } from './http/dashboard.controller';
import { DashboardSummaryProjection } from './projections/dashboard-summary.projection';
import { DashboardStatsHandler } from './queries/dashboard-stats.query';
import { NightLedgerReader } from './queries/night-ledger';
import { RecentBookingsHandler } from './queries/recent-bookings.query';
import { ReportHandler } from './queries/report.query';

/**
 * Admin dashboard numbers and reports, read from its summary (its own projection), booking_view and
 * the calendar's blocks and imported stays.
 */
@Module({
  imports: [CqrsModule, AvailabilityModule],
  controllers: [DashboardController],
  providers: [NightLedgerReader, DashboardStatsHandler, RecentBookingsHandler, ReportHandler, DashboardSummaryProjection],
})
export class DashboardModule {}
