import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * external_calendar_source: each external calendar's URL, kept out of the immutable event log (an
 * Airbnb or Booking.com calendar URL carries the channel's secret token). The availability context
 * writes a row in the transaction that appends ExternalCalendarAdded (which now carries id, name and
 * channel only) and deletes it with ExternalCalendarRemoved.
 *
 * Calendars added before this migration have their URL only in their ExternalCalendarAdded event
 * (schema version 1): on the Postgres store it is copied here now, for every calendar not removed
 * since, and calendar_view loses its copy; the calendar-view projection copies it too whenever it replays such an event (a rebuild,
 * or the EventStoreDB store), so no URL is lost.
 */
export class ExternalCalendarSources1760000006710 implements MigrationInterface {
  name = 'ExternalCalendarSources1760000006710';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE external_calendar_source (
        calendar_id uuid PRIMARY KEY,
        url text NOT NULL,
        added_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      INSERT INTO external_calendar_source (calendar_id, url)
      SELECT DISTINCT ON (added.data->>'calendarId') (added.data->>'calendarId')::uuid, added.data->>'url'
        FROM es_events added
       WHERE added.stream_id = 'calendar-villa-main' AND added.event_type = 'ExternalCalendarAdded' AND added.data ? 'url'
         AND NOT EXISTS (
           SELECT 1 FROM es_events removed
            WHERE removed.stream_id = 'calendar-villa-main' AND removed.event_type = 'ExternalCalendarRemoved'
              AND removed.data->>'calendarId' = added.data->>'calendarId')
      ON CONFLICT (calendar_id) DO NOTHING`);
    // The read model's copy of each calendar loses its URL too (its channel is told from the URL
    // kept above when read, until the projection folds the calendar again).
    await queryRunner.query(`
      UPDATE calendar_view SET calendar = jsonb_set(calendar, '{calendars}',
        COALESCE((SELECT jsonb_object_agg(key, value - 'url') FROM jsonb_each(calendar->'calendars')), '{}'::jsonb))
       WHERE calendar ? 'calendars'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE external_calendar_source');
  }
}
