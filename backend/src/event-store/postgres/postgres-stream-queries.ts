import type { Pool } from 'pg';
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

/** The result of an earlier append of exactly these events to this stream, if there was one. */
export async function findAppended(pool: Pool, streamId: string, events: NewEvent[]): Promise<AppendResult | null> {
  const [row] = await query<{ n: number; v: number; tx: string | null; gp: string | null }>(pool, {
    text: `SELECT count(*)::int AS n, max(stream_version)::int AS v,
              (array_agg(transaction_id::text ORDER BY stream_version DESC))[1] AS tx,
              (array_agg(global_position::text ORDER BY stream_version DESC))[1] AS gp
         FROM es_events WHERE stream_id = $1 AND event_id = ANY($2::uuid[])`,
    values: [streamId, events.map((event) => event.eventId)],
  });
  if (row.n !== events.length) return null;
  return { nextExpectedVersion: row.v, position: `${row.tx}:${row.gp}` };
}
