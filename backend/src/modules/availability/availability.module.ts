import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BookingModule } from '../booking';
import { BlockNightsHandler } from './commands/block-nights.handler';
import { CalendarHoldsReconciler } from './commands/calendar-holds.reconciler';
import { CalendarStream } from './commands/calendar-stream';
import { UnblockNightsHandler } from './commands/unblock-nights.handler';
import { AdminBlocksController } from './http/admin-blocks.controller';
import { AdminCalendarController, AdminCalendarsController } from './http/admin-calendars.controller';
import { AddExternalCalendarHandler, RemoveExternalCalendarHandler } from './commands/external-calendar.handlers';
import { SyncExternalCalendarHandler } from './commands/sync-calendar.handler';
import { CalendarSyncJobs } from './jobs/calendar-sync.jobs';
import { ConflictAlerts } from './jobs/conflict-alerts';
import { AdminCalendarExportController, CalendarFeedController } from './http/calendar-export.controller';
import { CalendarFeed } from './queries/calendar-feed';
import { CalendarViewProjection } from './projections/calendar-view.projection';
import { CalendarQueries } from './queries/calendar.queries';

/**
 * The availability context (issue 16): `calendar-villa-main` holds the owner's blocks and the stays
 * imported from other channels; each is held by the booking context's stay guard.
 */
@Module({
  imports: [CqrsModule, BookingModule],
  controllers: [AdminBlocksController, AdminCalendarsController, AdminCalendarController, AdminCalendarExportController, CalendarFeedController],
  providers: [CalendarStream, CalendarQueries, CalendarFeed, CalendarViewProjection, BlockNightsHandler,
    UnblockNightsHandler,
    AddExternalCalendarHandler,
    RemoveExternalCalendarHandler,
    SyncExternalCalendarHandler,
    CalendarSyncJobs,
    ConflictAlerts,
    CalendarHoldsReconciler,
  ],
  exports: [CalendarQueries],
})
export class AvailabilityModule {}
