import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { QueueRegistry } from '../../../infrastructure/queue/queue-registry';
import { SyncExternalCalendarCommand } from '../commands/sync-calendar.handler';
import { CalendarQueries } from '../queries/calendar.queries';

export const CALENDAR_SYNC_QUEUE = 'calendar-sync';
const SCHEDULER_ID = 'sync-every-calendar';

/**
 * Every ICAL_SYNC_MINUTES a repeatable BullMQ job (a job scheduler: one per Redis prefix, however
 * many instances start) syncs each external calendar in turn; a calendar that fails keeps its
 * error in external_calendar_status and the others still sync.
 */
@Injectable()
export class CalendarSyncJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('CalendarSyncJobs');

  constructor(
    private readonly queues: QueueRegistry,
    private readonly commands: CommandBus,
    private readonly calendar: CalendarQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.queues.queue(CALENDAR_SYNC_QUEUE, { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } });
  }

  onApplicationBootstrap(): void {
    if (!this.config.runWorkers) return;
    this.queues.worker(CALENDAR_SYNC_QUEUE, () => this.syncAll());
    // Not awaited: with Redis unreachable the command waits for the connection, and the server must
    // start (and answer health, and stop) meanwhile; the schedule is set once Redis answers.
    this.queues
      .queue(CALENDAR_SYNC_QUEUE)
      .upsertJobScheduler(SCHEDULER_ID, { every: this.config.icalSyncMinutes * 60_000 }, { name: 'sync-all' })
      .catch((error: Error) => this.logger.warn(`The calendar sync schedule is not set: ${error.message}`));
  }

  async syncAll(): Promise<{ synced: number; failed: number }> {
    let [synced, failed] = [0, 0];
    for (const { id, name } of await this.calendar.calendars()) {
      try {
        await this.commands.execute(new SyncExternalCalendarCommand(id, { kind: 'system' }));
        synced += 1;
      } catch (error) {
        failed += 1;
        this.logger.warn(`Calendar ${name}: ${(error as Error).message}`);
      }
    }
    return { synced, failed };
  }
}
