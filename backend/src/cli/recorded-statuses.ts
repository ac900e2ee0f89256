import { Pool } from 'pg';
import type { AppConfig } from '../infrastructure/config/app-config';
import type { HandlerStatus } from '../event-store/subscriptions/runner-status';

/**
 * Each handler's checkpoint and lag as the database records them, read with a small pg pool and the
 * Postgres store's own reads, without booting the application (`projections:status` answers in well
 * under a second, issue 29). Null where only the application can tell: on the EventStoreDB adapter,
 * or before any handler has recorded a checkpoint (a fresh database, whose handlers the application
 * alone knows by name).
 */
export async function recordedStatuses(config: AppConfig): Promise<{ head: string | null; handlers: HandlerStatus[] } | null> {
  if (config.eventStore !== 'postgres') return null;
  // Loaded here: the other commands and `--help` do not pay for them.
  const [{ PostgresEventStore }, { toCheckpoint }, { handlerStatuses }] = await Promise.all([
    import('../event-store/postgres/postgres-event-store'),
    import('../event-store/subscriptions/checkpoint-store'),
    import('../event-store/subscriptions/runner-status'),
  ]);
  const pool = new Pool({ connectionString: config.databaseUrl, max: 1 });
  const store = new PostgresEventStore(config.databaseUrl, { poolSize: 2 });
  try {
    const { rows } = await pool.query('SELECT * FROM projection_checkpoints ORDER BY name');
    if (rows.length === 0) return null;
    const checkpoints = rows.map(toCheckpoint);
    return await handlerStatuses(store, checkpoints, checkpoints);
  } finally {
    await Promise.all([pool.end(), store.close()]);
  }
}
