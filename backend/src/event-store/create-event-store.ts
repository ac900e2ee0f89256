import type { DataSource } from 'typeorm';
import type { AppConfig } from '../infrastructure/config/app-config';
import { runInTransaction } from '../infrastructure/database/run-in-transaction';
import type { EventStore } from './event-store.port';
import { PostgresEventStore } from './postgres/postgres-event-store';
import type { UpcasterRegistry } from './upcasters';

/** The adapter chosen by EVENT_STORE (postgres by default); the Postgres store opens its own pool. */
export function createEventStore(config: AppConfig, dataSource: DataSource, upcasters: UpcasterRegistry): EventStore {
  if (config.eventStore === 'eventstoredb') {
    if (!config.eventStoreConnectionString) {
      throw new Error('EVENT_STORE=eventstoredb needs EVENTSTORE_CONNECTION_STRING (e.g. esdb://localhost:2113?tls=false)');
    }
    // Required here, not imported: the gRPC client is some 150 modules a Postgres deployment never runs.
    const { EventStoreDbEventStore } = require('./eventstoredb/eventstoredb-event-store') as typeof import('./eventstoredb/eventstoredb-event-store');
    return EventStoreDbEventStore.fromConnectionString(config.eventStoreConnectionString, {
      upcasters,
      postgres: runInTransaction(dataSource),
    });
  }
  return new PostgresEventStore(config.databaseUrl, { upcasters });
}
