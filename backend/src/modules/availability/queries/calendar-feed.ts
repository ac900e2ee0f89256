import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays } from '@baan-talay/pricing';
import ical from 'ical-generator';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { loadOrCreateSecret } from '../../../infrastructure/database/app-secrets';
import { holdersOf, type HolderKind } from '../../stay-guard';

const SECRET_NAME = 'calendar-export-secret';


/** `YYYY-MM-DD` as the UTC midnight ical-generator writes as that all-day DATE. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);

const SUMMARY: Record<HolderKind, string> = { booking: 'Booked', block: 'Not available', import: 'Not available' };

/**
 * The villa's availability as iCal feeds for other channels (Airbnb, Booking.com): every stay the
 * guard holds (bookings, blocks, stays imported from other channels) as an all-day VEVENT from
 * check-in to check-out (the channels' convention), with a UID that never changes and no guest data.
 * - The general feed (`<secret>.ics`) holds them all.
 * - Each external calendar has its own feed (`<secret>/<calendarId>.ics`) to paste into that
 *   channel: the same, without the stays imported from that very calendar, so a stay booked on
 *   Airbnb reaches Booking.com but never comes back to Airbnb as a second, blocking stay.
 * The URLs carry a secret (app_secrets) that the owner can replace, which ends every old URL.
 */
@Injectable()
export class CalendarFeed {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async url(): Promise<string> {
    const { value } = await loadOrCreateSecret(this.dataSource, SECRET_NAME);
    return `${this.config.publicUrl.replace(/\/$/, '')}/api/calendar/${value}.ics`;
  }

  /** The feed for the channel of external calendar `calendarId` (its own stays left out). */
  async urlFor(calendarId: string): Promise<string> {
    return (await this.url()).replace(/\.ics$/, `/${calendarId}.ics`);
  }

  async rotate(): Promise<string> {
    await loadOrCreateSecret(this.dataSource, SECRET_NAME);
    await this.dataSource.query('UPDATE app_secrets SET value = $2 WHERE name = $1', [SECRET_NAME, randomBytes(32).toString('base64url')]);
    return this.url();
  }

  /** Whether `secret` is the feed's current one (compared in constant time). */
  async accepts(secret: string): Promise<boolean> {
    const [row] = await this.dataSource.query('SELECT value FROM app_secrets WHERE name = $1', [SECRET_NAME]);
    if (!row) return false;
    const [given, wanted] = [Buffer.from(secret), Buffer.from(row.value as string)];
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }

  /** `exceptStays`: the imported stays to leave out (a channel's own, for its feed). */
  async ics(now: Date, exceptStays: ReadonlySet<string> = new Set()): Promise<string> {
    // Every stay the booking context's guard holds from 30 days ago on (channels keep recent past stays).
    const rows = await holdersOf(this.dataSource, [addDays(now.toISOString().slice(0, 10), -30), 'infinity']);
    const calendar = ical({ name: 'Baan Talay', prodId: { company: 'Baan Talay', product: 'availability', language: 'EN' } });
    for (const row of rows) {
      if (row.kind === 'import' && exceptStays.has(row.holderId)) continue;
      calendar.createEvent({
        id: `${row.kind}-${row.holderId}@baan-talay`,
        start: day(row.from),
        end: day(row.to),
        allDay: true,
        stamp: now,
        summary: SUMMARY[row.kind],
      });
    }
    return calendar.toString();
  }
}
