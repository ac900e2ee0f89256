import { Client } from 'pg';
import type { AppConfig } from '../config/app-config';
import { endpointOf, StartupError, unreachable } from './reachability';

/**
 * Checks, before anything else starts, the services the server cannot run without, so an operator
 * reads which one is missing and which variable points at it instead of a stack trace. Redis is
 * not among them: the server runs (and reports 503 on /api/health) while Redis comes and goes.
 */
export async function preflight(config: AppConfig): Promise<void> {
  await checkPostgres(config.databaseUrl);
  if (config.eventStore === 'eventstoredb') await checkEventStoreDb(config.eventStoreConnectionString);
}

async function checkPostgres(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  // The server's own database may not exist yet (it is created on first start): ask the server.
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new StartupError(unreachable('PostgreSQL', endpointOf(databaseUrl, 5432), 'DATABASE_URL', error));
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function checkEventStoreDb(connectionString: string | null): Promise<void> {
  if (!connectionString) {
    throw new StartupError('EVENT_STORE=eventstoredb needs EVENTSTORE_CONNECTION_STRING (e.g. esdb://localhost:2113?tls=false)');
  }
  const { EventStoreDBClient } = await import('@eventstore/db-client');
  const client = EventStoreDBClient.connectionString(connectionString);
  try {
    await Promise.race([
      (async () => {
        for await (const event of client.readAll({ maxCount: 1 })) return event;
        return null;
      })(),
      new Promise((_, reject) => setTimeout(() => reject(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })), 10_000).unref()),
    ]);
  } catch (error) {
    const endpoint = connectionString.replace(/^[a-z+]+:\/\/(?:[^@/]*@)?([^/?]+).*$/i, '$1');
    throw new StartupError(unreachable('EventStoreDB', endpoint, 'EVENTSTORE_CONNECTION_STRING', error));
  } finally {
    await client.dispose().catch(() => undefined);
  }
}
