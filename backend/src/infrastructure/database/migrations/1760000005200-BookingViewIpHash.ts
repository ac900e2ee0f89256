import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * booking_view.ip_hash: the keyed hash of the IP a guest booking was made from (BookingCreated's
 * `ipHash`), so live unpaid holds can be counted per IP and per e-mail with an index each.
 */
export class BookingViewIpHash1760000005200 implements MigrationInterface {
  name = 'BookingViewIpHash1760000005200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE booking_view ADD COLUMN ip_hash text');
    await queryRunner.query(`CREATE INDEX booking_view_unpaid_ip ON booking_view (ip_hash) WHERE status = 'pending_payment' AND NOT deleted`);
    await queryRunner.query(`CREATE INDEX booking_view_unpaid_email ON booking_view (customer_email) WHERE status = 'pending_payment' AND NOT deleted`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX booking_view_unpaid_email');
    await queryRunner.query('DROP INDEX booking_view_unpaid_ip');
    await queryRunner.query('ALTER TABLE booking_view DROP COLUMN ip_hash');
  }
}
