import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CalendarSyncResultDto } from '@baan-talay/contracts';
import { todayInBangkok } from '@baan-talay/pricing';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../../event-store/event-store.port';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { DomainError } from '../../../shared/domain-error';
import { STAY_TAKEN } from '../../booking';
import type { FeedStay } from '../domain/calendar.commands';
import type { HolderRef } from '../domain/calendar.events';
import { CalendarState, overlaps } from '../domain/calendar.state';
import { fetchCalendar, IcalFetchError } from '../jobs/ical-fetch';
import { IcalFeedError, parseFeedBounded } from '../jobs/ical-parse.bounded';
import { calendarUrl } from './calendar-sources';
import { withSyncLock } from './calendar-sync.lock';
import { CalendarStream } from './calendar-stream';

const ATTEMPTS = 3;

export class SyncExternalCalendarCommand extends Command<CalendarSyncResultDto> {
  constructor(
    readonly calendarId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}

interface GuardRow {
  holder_id: string;
  holder_kind: HolderRef['kind'];
  from: string;
  to: string;
}

/**
 * Fetches an external calendar and diffs it by UID into the calendar stream: new and moved stays
 * are held by the stay guard in the append's transaction, gone ones released. A stay whose nights
 * another holder has (a direct booking, a block, another channel's stay) is recorded as a conflict
 * naming that holder and holds nothing, so nothing is dropped silently; the next sync holds it
 * once the nights are free. Should a booking take nights between the check and the append, the
 * guard refuses the append and the sync runs again. The outcome (or the error) is kept in
 * external_calendar_status.
 */
@CommandHandler(SyncExternalCalendarCommand)
export class SyncExternalCalendarHandler implements ICommandHandler<SyncExternalCalendarCommand> {
  private readonly logger = new Logger('CalendarSync');

  constructor(
    private readonly calendar: CalendarStream,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ calendarId, actor }: SyncExternalCalendarCommand): Promise<CalendarSyncResultDto> {
    const known = (await this.calendar.current()).calendars[calendarId];
    const url = known && (await calendarUrl(this.dataSource, calendarId));
    if (!known || !url) throw new DomainError('not_found', 'No such external calendar', { code: 'calendar.externalNotFound' });
    return withSyncLock(this.dataSource, calendarId, known.name, () => this.sync(calendarId, known.name, url, actor));
  }

  private async sync(calendarId: string, name: string, url: string, actor: Actor): Promise<CalendarSyncResultDto> {
    await this.dataSource.query(
      `INSERT INTO external_calendar_status (calendar_id, last_attempt_at) VALUES ($1, now())
       ON CONFLICT (calendar_id) DO UPDATE SET last_attempt_at = now()`,
      [calendarId],
    );
    try {
      const text = await fetchCalendar(url, { allowPrivate: this.config.icalAllowPrivate });
      const limits = { maxEvents: this.config.icalMaxEvents, timeoutMs: this.config.icalParseTimeoutMs };
      const feed = await parseFeedBounded(text, todayInBangkok(new Date()), limits);
      const result = await this.apply(calendarId, feed, actor);
      await this.dataSource.query(`UPDATE external_calendar_status SET last_success_at = now(), last_result = $2 WHERE calendar_id = $1`, [calendarId, JSON.stringify(result)]);
      return result;
    } catch (error) {
      if (error instanceof DomainError) throw error;
      const code = error instanceof IcalFetchError || error instanceof IcalFeedError ? error.code : 'calendar.syncFailed';
      const message = (error as Error).message;
      const params = { calendar: name, ...(error instanceof IcalFeedError && error.params) };
      await this.dataSource.query(
        `UPDATE external_calendar_status SET last_error = $2, last_error_code = $3, last_error_params = $4, last_error_at = now() WHERE calendar_id = $1`,
        [calendarId, message, code, JSON.stringify(params)],
      );
      this.logger.warn(`Calendar ${name} (${calendarId}): ${message}`);
      throw new DomainError('conflict', `The calendar could not be synced: ${message}`, { code, params });
    }
  }

  private async apply(calendarId: string, feed: FeedStay[], actor: Actor): Promise<CalendarSyncResultDto> {
    for (let attempt = 1; ; attempt++) {
      const state = await this.calendar.current();
      const { ids, conflicts } = await this.plan(calendarId, feed, state);
      try {
        const { events } = await this.calendar.run({ type: 'SyncExternalCalendar', data: { calendarId, feed, ids, conflicts } }, actor);
        const imported = events.filter((e) => e.type === 'ExternalStayImported');
        return {
          calendarId,
          imported: imported.length,
          withdrawn: events.length - imported.length,
          conflicts: imported.filter((e) => e.type === 'ExternalStayImported' && e.data.conflict).length,
          unchanged: new Set(feed.map((s) => s.uid)).size - imported.length,
        };
      } catch (error) {
        if ((error as { code?: string }).code !== STAY_TAKEN || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  /** Ids for new UIDs, and who holds the nights of each stay the guard would refuse. */
  private async plan(calendarId: string, feed: FeedStay[], state: CalendarState) {
    const own = Object.values(state.stays).filter((stay) => stay.calendarId === calendarId);
    const ownIds = new Set(own.map((stay) => stay.id));
    const byUid = new Map(own.map((stay) => [stay.uid, stay]));
    const ids: Record<string, string> = {};
    const conflicts: Record<string, HolderRef> = {};
    if (feed.length === 0) return { ids, conflicts };
    const window = { from: feed.reduce((min, s) => (s.from < min ? s.from : min), feed[0].from), to: feed.reduce((max, s) => (s.to > max ? s.to : max), feed[0].to) };
    const rows: GuardRow[] = await this.dataSource.query(
      `SELECT holder_id, holder_kind, lower(stay)::text AS "from", upper(stay)::text AS "to" FROM stay_guard WHERE stay && daterange($1::date, $2::date, '[)')`,
      [window.from, window.to],
    );
    const others = rows.filter((row) => !ownIds.has(row.holder_id)).map((row): HolderRef => ({ kind: row.holder_kind, id: row.holder_id, from: row.from, to: row.to }));
    const accepted: HolderRef[] = [];
    const seen = new Set<string>();
    for (const stay of feed) {
      if (seen.has(stay.uid)) continue; // the decider keeps a UID's first event too
      seen.add(stay.uid);
      const stayId = byUid.get(stay.uid)?.id ?? randomUUID();
      if (!byUid.has(stay.uid)) ids[stay.uid] = stayId;
      const holder = [...others, ...accepted].find((other) => overlaps(other, stay));
      if (holder) conflicts[stay.uid] = holder;
      else accepted.push({ kind: 'import', id: stayId, from: stay.from, to: stay.to });
    }
    return { ids, conflicts };
  }
}
