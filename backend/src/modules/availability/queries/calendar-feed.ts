import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import ical from 'ical-generator';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { loadOrCreateSecret } from '../../../infrastructure/database/app-secrets';

const SECRET_NAME = 'calendar-export-secret';

interface HeldRow {
  holder_id: string;
  holder_kind: 'booking' | 'block';
  from: string;
  to: string;
}

/** `YYYY-MM-DD` as the UTC midnight ical-generator writes as that all-day DATE. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The villa's availability as an iCal feed for other channels (Airbnb, Booking.com): every stay
 * the guard holds for a booking or a block, as an all-day VEVENT from check-in to check-out (the
 * channels' convention), with a UID that never changes and no guest data. Imported stays are left
 * out: the channel they came from would read its own stays back. The feed's URL carries a secret
 * (app_secrets) that the owner can replace, which ends the old URL.
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

  async ics(now = new Date()): Promise<string> {
    const rows: HeldRow[] = await this.dataSource.query(
      `SELECT holder_id, holder_kind, lower(stay)::text AS "from", upper(stay)::text AS "to"
         FROM stay_guard WHERE holder_kind IN ('booking', 'block') AND upper(stay) >= $1::date - 30 ORDER BY lower(stay)`,
      [now.toISOString().slice(0, 10)],
    );
    const calendar = ical({ name: 'Baan Talay', prodId: { company: 'Baan Talay', product: 'availability', language: 'EN' } });
    for (const row of rows) {
      calendar.createEvent({
        id: `${row.holder_kind}-${row.holder_id}@baan-talay`,
        start: day(row.from),
        end: day(row.to),
        allDay: true,
        stamp: now,
        summary: row.holder_kind === 'booking' ? 'Booked' : 'Not available',
      });
    }
    return calendar.toString();
  }
}
