import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many bookings booking_view lists per status (deleted ones left out), kept by the booking-view
 * projection in the same statements as the rows (issue 37): the admin list's total, unfiltered or
 * by status, without counting rows on every page. Filled here from the rows already projected.
 */
export class BookingViewCounts1760000009730 implements MigrationInterface {
  name = 'BookingViewCounts1760000009730';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE booking_view_counts (
        status text PRIMARY KEY,
        bookings bigint NOT NULL
      )`);
    await queryRunner.query(`INSERT INTO booking_view_counts (status, bookings) SELECT status, count(*) FROM booking_view WHERE NOT deleted GROUP BY status`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE booking_view_counts');
  }
}
