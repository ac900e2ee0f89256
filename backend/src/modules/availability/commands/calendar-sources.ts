import type { DataSource } from 'typeorm';
import type { StoreTransaction, TransactionalWrite } from '../../../event-store/event-store.port';

/**
 * external_calendar_source: each external calendar's URL (it carries the channel's secret, so it is
 * kept out of the event log). Written in the transaction of the append that adds or removes the
 * calendar; on EventStoreDB before it, undone when the append is refused.
 */
const insert = (tx: StoreTransaction, calendarId: string, url: string) =>
  tx.query('INSERT INTO external_calendar_source (calendar_id, url) VALUES ($1, $2) ON CONFLICT (calendar_id) DO UPDATE SET url = EXCLUDED.url', [calendarId, url]);
const remove = (tx: StoreTransaction, calendarId: string) => tx.query('DELETE FROM external_calendar_source WHERE calendar_id = $1', [calendarId]);

export const addSourceWrite = (calendarId: string, url: string): TransactionalWrite => ({
  write: (tx) => insert(tx, calendarId, url).then(() => undefined),
  undo: (tx) => remove(tx, calendarId).then(() => undefined),
});

export const removeSourceWrite = (calendarId: string, previousUrl: string | null): TransactionalWrite => ({
  write: (tx) => remove(tx, calendarId).then(() => undefined),
  undo: (tx) => (previousUrl === null ? Promise.resolve() : insert(tx, calendarId, previousUrl).then(() => undefined)),
});

/** The URL of each calendar (by id). */
export async function calendarUrls(dataSource: Pick<DataSource, 'query'>): Promise<Map<string, string>> {
  const rows: { calendar_id: string; url: string }[] = await dataSource.query('SELECT calendar_id, url FROM external_calendar_source');
  return new Map(rows.map((row) => [row.calendar_id, row.url]));
}

export async function calendarUrl(dataSource: Pick<DataSource, 'query'>, calendarId: string): Promise<string | null> {
  const [row] = await dataSource.query('SELECT url FROM external_calendar_source WHERE calendar_id = $1', [calendarId]);
  return row?.url ?? null;
}
