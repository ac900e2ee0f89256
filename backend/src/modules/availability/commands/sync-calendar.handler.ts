import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CalendarSyncResultDto } from '@baan-talay/contracts';
import { todayInBangkok } from '@baan-talay/pricing';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../../event-store/event-store.port';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { DomainError } from '../../../shared/domain-error';
import { ownEntry } from '../../../shared/own-entry';
import type { FeedStay } from '../domain/calendar.commands';
import { fetchCalendar, IcalFetchError } from '../jobs/ical-fetch';
import { IcalFeedError, parseFeedBounded } from '../jobs/ical-parse.bounded';
import { calendarUrl } from './calendar-sources';
import { withSyncLock } from './calendar-sync.lock';
import { CalendarStream } from './calendar-stream';
import { confirmPlan, NightsTakenMeanwhile, planSync } from './sync-plan';
import { CLOCK, type Clock } from '../../../shared/clock';

const ATTEMPTS = 3;

export class SyncExternalCalendarCommand extends Command<CalendarSyncResultDto> {
  constructor(
    readonly calendarId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}

/**
 * Fetches an external calendar and diffs it by UID into the calendar stream: new and moved stays
 * hold all their nights in the stay guard in the append's transaction, gone ones release them. A
 * stay some of whose nights another holder has (a direct booking, a block, another channel's stay)
 * is recorded as a conflict naming that holder, so nothing is dropped silently; the next sync
 * clears it once the nights are free. Should a booking take nights between the plan and the
 * append, confirmPlan refuses the append and the sync plans again. The outcome (or the error) is
 * kept in external_calendar_status.
 */
@CommandHandler(SyncExternalCalendarCommand)
export class SyncExternalCalendarHandler implements ICommandHandler<SyncExternalCalendarCommand> {
  private readonly logger = new Logger('CalendarSync');

  constructor(
    private readonly calendar: CalendarStream,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ calendarId, actor }: SyncExternalCalendarCommand): Promise<CalendarSyncResultDto> {
    const known = ownEntry((await this.calendar.current()).calendars, calendarId);
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
      const feed = await parseFeedBounded(text, todayInBangkok(new Date(this.clock.now())), limits);
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
      const plan = await planSync({ query: (sql, params) => this.dataSource.query(sql, params) }, calendarId, feed, state);
      const { ids, conflicts } = plan;
      try {
        const { events } = await this.calendar.run({ type: 'SyncExternalCalendar', data: { calendarId, feed, ids, conflicts } }, actor, [confirmPlan(feed, plan)]);
        const imported = events.filter((e) => e.type === 'ExternalStayImported');
        return {
          calendarId,
          imported: imported.length,
          withdrawn: events.length - imported.length,
          conflicts: imported.filter((e) => e.type === 'ExternalStayImported' && e.data.conflict).length,
          unchanged: new Set(feed.map((s) => s.uid)).size - imported.length,
        };
      } catch (error) {
        if (!(error instanceof NightsTakenMeanwhile) || attempt >= ATTEMPTS) throw error;
      }
    }
  }
}
