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
  return new PostgresEventStore(namedConnection(config.databaseUrl, config.instanceId), { upcasters });
}

/**
 * The store's own pool and LISTEN connection carry the instance's name as its TypeORM pool does:
 * a takeover from a hung leader ends them too (an append it left open holds night locks).
 */
function namedConnection(databaseUrl: string, instance: string): string {
  const url = new URL(databaseUrl);
  if (!url.searchParams.has('application_name')) url.searchParams.set('application_name', instance);
  return url.toString();
}
