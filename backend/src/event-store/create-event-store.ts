import type { DataSource } from 'typeorm';
import type { AppConfig } from '../infrastructure/config/app-config';
import { runInTransaction } from '../infrastructure/database/run-in-transaction';
import type { EventStore } from './event-store.port';
import { EventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';
import { PostgresEventStore } from './postgres/postgres-event-store';
import type { UpcasterRegistry } from './upcasters';

/** The adapter chosen by EVENT_STORE (postgres by default); the Postgres store opens its own pool. */
export function createEventStore(config: AppConfig, dataSource: DataSource, upcasters: UpcasterRegistry): EventStore {
  if (config.eventStore === 'eventstoredb') {
    if (!config.eventStoreConnectionString) {
      throw new Error('EVENT_STORE=eventstoredb needs EVENTSTORE_CONNECTION_STRING (e.g. esdb://localhost:2113?tls=false)');
    }
    return EventStoreDbEventStore.fromConnectionString(config.eventStoreConnectionString, {
      upcasters,
      postgres: runInTransaction(dataSource),
    });
  }
  return new PostgresEventStore(config.databaseUrl, { upcasters });
}
