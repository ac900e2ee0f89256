import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { runInTransaction } from '../../../infrastructure/database/run-in-transaction';
import { PeriodicTask } from '../../../infrastructure/queue/periodic-task';
import { STAY_TAKEN, setHold } from '../../stay-guard';
import { CalendarStream } from './calendar-stream';
import { calendarHolds } from '../domain/calendar.state';

const RECONCILE_EVERY_MS = 3 * 60_000;

export interface CalendarReconcileSummary {
  released: number;
  held: number;
  conflicts: number;
}

/**
 * On an event store without a shared transaction (EventStoreDB) a calendar append's holds are
 * written before it and undone when it is refused; a crash between the two can leave the guard
 * unlike the log. This sets stay_guard's block and import rows to what the calendar stream holds
 * (the log decides), at start and every few minutes; a hold whose nights were taken meanwhile is
 * logged as a conflict. On Postgres the holds commit with the append and this never runs.
 */
@Injectable()
export class CalendarHoldsReconciler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly periodic = new PeriodicTask('Calendar holds reconciliation', async () => {
    const { released, held, conflicts } = await this.reconcile();
    return released + held + conflicts > 0 ? `Calendar holds: ${released} released, ${held} held, ${conflicts} conflict(s)` : null;
  });

  constructor(
    private readonly calendar: CalendarStream,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.runWorkers && !this.store.transactional) this.periodic.start(RECONCILE_EVERY_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.periodic.stop();
  }

  async reconcile(): Promise<CalendarReconcileSummary> {
    const wanted = calendarHolds(await this.calendar.current());
    const rows: { holder_id: string; lo: string; hi: string }[] = await this.dataSource.query(
      `SELECT holder_id, lower(stay)::text AS lo, upper(stay)::text AS hi FROM stay_guard WHERE holder_kind IN ('block', 'import')`,
    );
    const summary: CalendarReconcileSummary = { released: 0, held: 0, conflicts: 0 };
    const transaction = runInTransaction(this.dataSource);
    for (const row of rows) {
      const want = wanted.get(row.holder_id);
      if (want && want.stay[0] === row.lo && want.stay[1] === row.hi) {
        wanted.delete(row.holder_id);
        continue;
      }
      if (!want) {
        await transaction((tx) => setHold(tx, row.holder_id, 'block', null));
        summary.released += 1;
      }
    }
    for (const [holderId, { kind, stay }] of wanted) {
      try {
        await transaction((tx) => setHold(tx, holderId, kind, stay));
        summary.held += 1;
      } catch (error) {
        if ((error as { code?: string }).code !== STAY_TAKEN) throw error;
        summary.conflicts += 1;
      }
    }
    return summary;
  }
}
