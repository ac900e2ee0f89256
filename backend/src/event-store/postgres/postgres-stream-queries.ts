import type { Pool, PoolClient } from 'pg';
import { AppendResult, ConcurrencyError, ExpectedVersion, NewEvent } from '../event-store.port';
import { query } from './postgres-client';

export async function currentVersion(pool: Pool, streamId: string): Promise<number | 'no_stream'> {
  const [row] = await query<{ v: number | null }>(pool, {
    text: 'SELECT max(stream_version)::int AS v FROM es_events WHERE stream_id = $1',
    values: [streamId],
  });
  return row.v ?? 'no_stream';
}

/** An append of no events only checks the expectation. */
export async function checkVersion(
  pool: Pool,
  streamId: string,
  expected: ExpectedVersion,
  headPosition: () => Promise<string | null>,
): Promise<AppendResult> {
  const actual = await currentVersion(pool, streamId);
  const version = actual === 'no_stream' ? 0 : actual;
  const ok =
    expected === 'any' ||
    (expected === 'stream_exists' ? actual !== 'no_stream' : expected === 'no_stream' ? version === 0 : expected === version);
  if (!ok) throw new ConcurrencyError(streamId, expected, actual);
  return { nextExpectedVersion: version, position: (await headPosition()) ?? '0:0' };
}

/**
 * After an append wrote nothing, in one round trip: the result of an earlier append of exactly these
 * events to this stream, if there was one (`appended`), and the stream's version.
 */
export async function appendOutcome(
  client: PoolClient,
  streamId: string,
  events: NewEvent[],
): Promise<{ appended: AppendResult | null; version: number | 'no_stream' }> {
  const { rows: [row] } = await client.query<{ n: number; v: number; tx: string | null; gp: string | null; head: number | null }>({
    name: 'es_append_outcome',
    text: `SELECT count(*) FILTER (WHERE event_id = ANY($2::uuid[]))::int AS n,
              max(stream_version) FILTER (WHERE event_id = ANY($2::uuid[]))::int AS v,
              (array_agg(transaction_id::text ORDER BY stream_version DESC) FILTER (WHERE event_id = ANY($2::uuid[])))[1] AS tx,
              (array_agg(global_position::text ORDER BY stream_version DESC) FILTER (WHERE event_id = ANY($2::uuid[])))[1] AS gp,
              max(stream_version)::int AS head
         FROM es_events WHERE stream_id = $1`,
    values: [streamId, events.map((event) => event.eventId)],
  });
  const appended = row.n === events.length ? { nextExpectedVersion: row.v, position: `${row.tx}:${row.gp}` } : null;
  return { appended, version: row.head ?? 'no_stream' };
}
