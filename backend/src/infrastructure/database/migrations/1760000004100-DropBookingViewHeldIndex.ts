import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Availability reads the nights held from stay_guard (written in the append's own transaction), so
 * booking_view's GiST index of held stays has no reader left; every booking write paid for it.
 */
export class DropBookingViewHeldIndex1760000004100 implements MigrationInterface {
  name = 'DropBookingViewHeldIndex1760000004100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX booking_view_held_idx');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX booking_view_held_idx ON booking_view USING gist (daterange(check_in, check_out, '[)'))
        WHERE NOT deleted AND status IN ('pending_payment', 'in_review', 'confirmed')`);
  }
}
