import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * booking_view.refunded: the admin's answer, when cancelling a paid booking, to whether the guest
 * was refunded (BookingCancelled's `refunded`), for the CSV export. Rows cancelled before it are
 * filled from the Postgres event log (the field is not personal data, so it is stored in the clear).
 */
export class BookingViewRefunded1760000008300 implements MigrationInterface {
  name = 'BookingViewRefunded1760000008300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE booking_view ADD COLUMN refunded boolean');
    await queryRunner.query(`
      UPDATE booking_view b SET refunded = (e.data->>'refunded')::boolean
      FROM es_events e
      WHERE e.stream_id = 'booking-' || b.id AND e.event_type = 'BookingCancelled' AND e.data ? 'refunded'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE booking_view DROP COLUMN refunded');
  }
}
