import { DataSource } from 'typeorm';
import { CommandRunner } from '../../../src/event-store/command-runner';
import type { EventStore } from '../../../src/event-store/event-store.port';
import { EventStoreDbEventStore } from '../../../src/event-store/eventstoredb/eventstoredb-event-store';
import { PostgresEventStore } from '../../../src/event-store/postgres/postgres-event-store';
import { dataSourceOptions } from '../../../src/infrastructure/database/data-source-options';
import { runInTransaction } from '../../../src/infrastructure/database/run-in-transaction';
import { BOOKING_HELD_STAYS } from '../../../src/modules/booking/commands/booking-holds';
import type { BookingEvent } from '../../../src/modules/booking/domain/booking.events';
import type { BookingState } from '../../../src/modules/booking/domain/booking.state';
import { StayGuardReconciliation, StayReservations } from '../../../src/modules/stay-guard';

const esdb = process.env.EVENTSTORE_CONNECTION_STRING;

export interface GuardAdapter {
  name: string;
  /** Why the adapter's part is skipped here, or null. */
  skipped: string | null;
  open(databaseUrl: string): EventStore;
}

/**
 * The stores the stay guard's reservation path runs over. On Postgres it runs over the Postgres
 * store (whose own strategy is the transactional write) so it is exercised here; on EventStoreDB it
 * is the strategy in use, and runs only where a server is reachable (CI).
 */
export const GUARD_ADAPTERS: GuardAdapter[] = [
  { name: 'postgres', skipped: null, open: (url) => new PostgresEventStore(url) },
  {
    name: 'eventstoredb',
    skipped: esdb ? null : 'EVENTSTORE_CONNECTION_STRING is not set (no EventStoreDB server here)',
    open: () => EventStoreDbEventStore.fromConnectionString(esdb!),
  },
];

/** One "process" of the app's guard: its own connections, store, reservations and reconciler. */
export interface GuardProcess {
  dataSource: DataSource;
  store: EventStore;
  runner: CommandRunner;
  reservations: StayReservations<BookingState, BookingEvent>;
  reconciliation: StayGuardReconciliation<BookingState, BookingEvent>;
  /** Closes connections only: open reservations stay as a crash would leave them. */
  die(): Promise<void>;
}

export async function startGuardProcess(adapter: GuardAdapter, databaseUrl: string, wrap = (store: EventStore) => store): Promise<GuardProcess> {
  const dataSource = await new DataSource(dataSourceOptions(databaseUrl)).initialize();
  const inner = adapter.open(databaseUrl);
  const store = wrap(inner);
  return {
    dataSource,
    store,
    runner: new CommandRunner(store),
    reservations: new StayReservations(runInTransaction(dataSource), BOOKING_HELD_STAYS),
    reconciliation: new StayGuardReconciliation(runInTransaction(dataSource), inner, BOOKING_HELD_STAYS),
    async die() {
      await inner.close();
      await dataSource.destroy();
    },
  };
}

/** A store whose appends lose their answer (timeout, UNAVAILABLE): after writing, or without writing. */
export function answerLost(store: EventStore, written: boolean): EventStore {
  return new Proxy(store, {
    get(target, key) {
      if (key === 'appendToStream') {
        return async (...args: Parameters<EventStore['appendToStream']>) => {
          if (written) await target.appendToStream(...args);
          throw new Error('14 UNAVAILABLE: the answer to the append was lost');
        };
      }
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
