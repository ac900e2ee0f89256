import type { DataSource } from 'typeorm';
import { AppendResult, ConcurrencyError, ExpectedVersion, NewEvent } from '../event-store.port';

export async function currentVersion(dataSource: DataSource, streamId: string): Promise<number | 'no_stream'> {
  const [row] = await dataSource.query('SELECT max(stream_version)::int AS v FROM es_events WHERE stream_id = $1', [streamId]);
  return row.v ?? 'no_stream';
}

/** An append of no events only checks the expectation. */
export async function checkVersion(
  dataSource: DataSource,
  streamId: string,
  expected: ExpectedVersion,
  headPosition: () => Promise<string | null>,
): Promise<AppendResult> {
  const actual = await currentVersion(dataSource, streamId);
  const version = actual === 'no_stream' ? 0 : actual;
  const ok =
    expected === 'any' ||
    (expected === 'stream_exists' ? actual !== 'no_stream' : expected === 'no_stream' ? version === 0 : expected === version);
  if (!ok) throw new ConcurrencyError(streamId, expected, actual);
  return { nextExpectedVersion: version, position: (await headPosition()) ?? '0:0' };
}

/** The result of an earlier append of exactly these events to this stream, if there was one. */
export async function findAppended(dataSource: DataSource, streamId: string, events: NewEvent[]): Promise<AppendResult | null> {
  const [row] = await dataSource.query(
    `SELECT count(*)::int AS n, max(stream_version)::int AS v FROM es_events
      WHERE stream_id = $1 AND event_id = ANY($2::uuid[])`,
    [streamId, events.map((event) => event.eventId)],
  );
  if (row.n !== events.length) return null;
  const [last] = await dataSource.query(
    `SELECT transaction_id::text AS tx, global_position::text AS gp FROM es_events
      WHERE stream_id = $1 AND stream_version = $2`,
    [streamId, row.v],
  );
  return { nextExpectedVersion: row.v, position: `${last.tx}:${last.gp}` };
}
