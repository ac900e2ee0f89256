import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BlockDto, ExternalCalendarDto, HolderRefDto, ImportedStayDto } from '@baan-talay/contracts';
import type { DataSource } from 'typeorm';
import { bookingReference } from '../../booking';
import type { HolderRef } from '../domain/calendar.events';
import { calendarUrls } from '../commands/calendar-sources';
import { calendarChannel, CalendarState, EMPTY_CALENDAR, overlaps } from '../domain/calendar.state';
import { CALENDAR_VIEW_ID } from '../projections/calendar-view.projection';

export interface DateWindow {
  from?: string;
  to?: string;
}

const inWindow = (stay: { from: string; to: string }, { from, to }: DateWindow) => overlaps(stay, { from: from ?? '0000-01-01', to: to ?? '9999-12-31' });

export const toHolderDto = (holder: HolderRef): HolderRefDto =>
  holder.kind === 'booking' ? { ...holder, reference: bookingReference(holder.id) } : { ...holder };

/** The calendar's read side: calendar_view (blocks, external calendars, imported stays). */
@Injectable()
export class CalendarQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async state(): Promise<CalendarState> {
    const [row] = await this.dataSource.query(`SELECT calendar FROM calendar_view WHERE id = $1`, [CALENDAR_VIEW_ID]);
    return row?.calendar ?? EMPTY_CALENDAR;
  }

  async blocks(window: DateWindow = {}): Promise<BlockDto[]> {
    const { blocks } = await this.state();
    return Object.values(blocks)
      .filter((block) => inWindow(block, window))
      .sort((a, b) => a.from.localeCompare(b.from))
      .map(({ id, from, to, reason, note }) => ({ id, from, to, reason, note }));
  }

  async importedStays(window: DateWindow = {}): Promise<ImportedStayDto[]> {
    const { stays, calendars } = await this.state();
    return Object.values(stays)
      .filter((stay) => inWindow(stay, window))
      .sort((a, b) => a.from.localeCompare(b.from))
      .map((stay) => ({ ...stay, calendarName: calendars[stay.calendarId]?.name ?? '', conflict: stay.conflict && toHolderDto(stay.conflict) }));
  }

  async calendars(): Promise<Omit<ExternalCalendarDto, 'exportUrl'>[]> {
    const { calendars, stays } = await this.state();
    const status: StatusRow[] = await this.dataSource.query(`SELECT * FROM external_calendar_status`);
    const urls = await calendarUrls(this.dataSource);
    const byId = new Map(status.map((row) => [row.calendar_id, row]));
    const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);
    return Object.values(calendars).map(({ id, name, channel }) => {
      const own = Object.values(stays).filter((stay) => stay.calendarId === id);
      const row = byId.get(id);
      return {
        id,
        name,
        url: urls.get(id) ?? '',
        // calendar_view documents from before the URL left the events have no channel yet.
        channel: channel ?? calendarChannel(urls.get(id) ?? '', name),
        stays: own.length,
        conflicts: own.filter((stay) => stay.conflict).length,
        lastAttemptAt: iso(row?.last_attempt_at),
        lastSuccessAt: iso(row?.last_success_at),
        lastError: row?.last_error ?? null,
        lastErrorCode: row?.last_error_code ?? null,
        lastErrorParams: row?.last_error_params ?? null,
        lastErrorAt: iso(row?.last_error_at),
      };
    });
  }
}

interface StatusRow {
  calendar_id: string;
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  last_error: string | null;
  last_error_code: string | null;
  last_error_params: Record<string, string | number> | null;
  last_error_at: Date | null;
}
