import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's summary (issue 37), kept by the dashboard-summary projection: live bookings and
 * the sum of their totals per status, and each booking's last figures that keep it current. The
 * projection starts from the log's beginning like any new one, so no backfill here. Also an index of
 * the confirmed stays alone: the dashboard's revenue months and occupancy read only those, at most
 * one per night, however many expired or cancelled bookings share the dates.
 */
export class DashboardSummary1760000009700 implements MigrationInterface {
  name = 'DashboardSummary1760000009700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE dashboard_booking_figures (
        booking_id uuid PRIMARY KEY,
        status text NOT NULL,
        deleted boolean NOT NULL,
        quoted_total bigint NOT NULL,
        total_override bigint
      )`);
    await queryRunner.query(`
      CREATE TABLE dashboard_status_totals (
        status text PRIMARY KEY,
        bookings bigint NOT NULL DEFAULT 0,
        total_price bigint NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`
      CREATE INDEX booking_view_confirmed_stay_idx ON booking_view USING gist (daterange(check_in, check_out, '[)'))
        WHERE status = 'confirmed' AND NOT deleted`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX booking_view_confirmed_stay_idx');
    await queryRunner.query('DROP TABLE dashboard_status_totals');
    await queryRunner.query('DROP TABLE dashboard_booking_figures');
  }
}
