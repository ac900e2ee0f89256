import type { DataSource } from 'typeorm';
import { DomainError } from '../../../shared/domain-error';

/**
 * Runs one calendar's sync while holding a Postgres advisory lock on it (on a connection of its own,
 * for the whole fetch, parse and append): a second sync of that calendar, from this instance or
 * another, is refused with 409 calendar.syncRunning instead of fetching and diffing the feed again.
 */
export async function withSyncLock<T>(dataSource: DataSource, calendarId: string, name: string, sync: () => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [{ locked }] = await runner.query(`SELECT pg_try_advisory_lock(hashtext('calendar-sync'), hashtext($1)) AS locked`, [calendarId]);
    if (!locked) throw new DomainError('conflict', `${name} is being synced already`, { code: 'calendar.syncRunning', params: { calendar: name } });
    try {
      return await sync();
    } finally {
      await runner.query(`SELECT pg_advisory_unlock(hashtext('calendar-sync'), hashtext($1))`, [calendarId]);
    }
  } finally {
    await runner.release();
  }
}
