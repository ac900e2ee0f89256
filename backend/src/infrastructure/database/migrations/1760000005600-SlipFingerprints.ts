import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Slips checked by their QR (issue 21). slip_fingerprints: each slip's content hash and bank
 * transaction reference belong to one booking for good, claimed in the append's transaction of
 * SlipAttached (commands/slip-guard.ts), so two bookings racing with one slip cannot both win.
 * booking_view gains the attached slip's QR check, for the admin's list filter and drawer.
 */
export class SlipFingerprints1760000005600 implements MigrationInterface {
  name = 'SlipFingerprints1760000005600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE slip_fingerprints (
        kind text NOT NULL CHECK (kind IN ('sha256', 'transRef')),
        value text NOT NULL,
        booking_id uuid NOT NULL,
        slip_key text NOT NULL,
        claimed_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT slip_fingerprints_kind_value_key UNIQUE (kind, value)
      )`);
    await queryRunner.query(`
      ALTER TABLE booking_view
        ADD COLUMN slip_qr_bank text,
        ADD COLUMN slip_qr_ref text,
        ADD COLUMN slip_qr_reason text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE booking_view DROP COLUMN slip_qr_bank, DROP COLUMN slip_qr_ref, DROP COLUMN slip_qr_reason`);
    await queryRunner.query('DROP TABLE slip_fingerprints');
  }
}
