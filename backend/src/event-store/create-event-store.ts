import type { DataSource } from 'typeorm';
import type { AppConfig } from '../infrastructure/config/app-config';
import type { EventStore } from './event-store.port';
import { PostgresEventStore } from './postgres/postgres-event-store';
import type { UpcasterRegistry } from './upcasters';

/** The adapter chosen by EVENT_STORE (postgres by default). */
export function createEventStore(config: AppConfig, dataSource: DataSource, upcasters: UpcasterRegistry): EventStore {
  if (config.eventStore === 'eventstoredb') {
    throw new Error('EVENT_STORE=eventstoredb is not available yet');
  }
  return new PostgresEventStore(dataSource, { connectionString: config.databaseUrl, upcasters });
}
