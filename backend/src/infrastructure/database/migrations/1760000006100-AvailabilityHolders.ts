import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The availability context (issue 16): the stay guard holds owner blocks and stays imported from
 * other channels' calendars beside bookings, under the same exclusion constraint and night locks.
 * - stay_guard.booking_id becomes holder_id, with holder_kind (booking | block | import). The kind's
 *   default is `booking`, so a booking's guard insert is the statement it was.
 * - calendar_view: the `calendar-villa-main` stream folded (blocks, external calendars, imported
 *   stays), kept by its projection as villa_view is.
 * - external_calendar_status: when each external calendar was last fetched, and how it went;
 *   operational facts, not events.
 */
export class AvailabilityHolders1760000006100 implements MigrationInterface {
  name = 'AvailabilityHolders1760000006100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE stay_guard RENAME COLUMN booking_id TO holder_id');
    await queryRunner.query(
      `ALTER TABLE stay_guard ADD COLUMN holder_kind text NOT NULL DEFAULT 'booking' CHECK (holder_kind IN ('booking', 'block', 'import'))`,
    );
    await queryRunner.query(`
      CREATE TABLE calendar_view (
        id text PRIMARY KEY,
        calendar jsonb NOT NULL,
        version integer NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE external_calendar_status (
        calendar_id uuid PRIMARY KEY,
        last_attempt_at timestamptz,
        last_success_at timestamptz,
        last_error text,
        last_error_at timestamptz,
        last_result jsonb
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE external_calendar_status');
    await queryRunner.query('DROP TABLE calendar_view');
    await queryRunner.query(`DELETE FROM stay_guard WHERE holder_kind <> 'booking'`);
    await queryRunner.query('ALTER TABLE stay_guard DROP COLUMN holder_kind');
    await queryRunner.query('ALTER TABLE stay_guard RENAME COLUMN holder_id TO booking_id');
  }
}
