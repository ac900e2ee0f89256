import { createHash } from 'node:crypto';
import { Client } from 'pg';
import { migrateDatabase } from '../../src/infrastructure/database/migrate';
import { MIGRATIONS } from '../../src/infrastructure/database/migrations';
import { eventually } from './eventually';

/**
 * Test databases are copies of one migrated template (`CREATE DATABASE … TEMPLATE`): a copy takes
 * a fraction of a second where running every migration takes seconds. The template's name carries a
 * hash of the migrations (their names and code), so a changed migration set builds a new one.
 */
const TEMPLATE_PREFIX = 'baantalay_template_';
/** Serialises building the template and copying it, across processes and jest workers. */
const TEMPLATE_LOCK_KEY = 7214090;
/** A template of another migration set is dropped once this old (another checkout may still use it). */
const STALE_TEMPLATE_MS = 60 * 60 * 1000;

const adminUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

function nameOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unsupported test database name: ${name}`);
  return name;
}

export function templateName(): string {
  const hash = createHash('sha256');
  for (const migration of MIGRATIONS) hash.update(`${migration.name}\n${migration.toString()}\n`);
  return `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`;
}

async function withTemplateLock<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Builds the template unless a finished one exists; the caller holds the template lock. */
async function ensureTemplateLocked(client: Client): Promise<string> {
  const name = templateName();
  const found = await client.query<{ datistemplate: boolean }>('SELECT datistemplate FROM pg_database WHERE datname = $1', [name]);
  if (found.rows[0]?.datistemplate) return name;
  // A half-built template (its builder died) is started over.
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await migrateDatabase(databaseUrl(name));
  // No connection may be open on a template while it is copied, and none can open from now on.
  await client.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  await client.query(`COMMENT ON DATABASE "${name}" IS '${new Date().toISOString()}'`);
  await untilNoConnections(client, name);
  return name;
}

/** The migrating connection's backend may still be exiting after its client closed. */
async function untilNoConnections(client: Client, name: string): Promise<void> {
  await eventually(`no connection left on ${name}`, async () => {
    const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM pg_stat_activity WHERE datname = $1', [name]);
    return rows[0].count === '0';
  }, 10_000);
}

/**
 * Migrates the template of the current migration set if it is missing and drops old templates of
 * other migration sets (jest's globalSetup runs it once per `npm test`).
 */
export async function prepareTemplate(): Promise<string> {
  return withTemplateLock(async (client) => {
    const name = await ensureTemplateLocked(client);
    const stale = await client.query<{ datname: string; built: string | null }>(
      `SELECT datname, shobj_description(oid, 'pg_database') AS built FROM pg_database
        WHERE datname LIKE $1 AND datname <> $2`,
      [`${TEMPLATE_PREFIX}%`, name],
    );
    for (const { datname, built } of stale.rows) {
      if (built && Date.now() - Date.parse(built) < STALE_TEMPLATE_MS) continue;
      await client.query(`ALTER DATABASE "${datname}" WITH IS_TEMPLATE false`);
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    return name;
  });
}

/** Creates the database named in `url` as a copy of the migrated template, unless it exists. */
export async function createFromTemplate(url: string): Promise<void> {
  const name = nameOf(url);
  await withTemplateLock(async (client) => {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return;
    const template = await ensureTemplateLocked(client);
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}" STRATEGY WAL_LOG`);
  });
}
