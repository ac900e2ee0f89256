import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * pii_data_keys: one AES-256 data key per stream holding personal data (a booking), wrapped by the
 * master key (`master_key_id` names which one). Erasure sets `wrapped_key` to NULL and stamps
 * `erased_at`: the row stays as a tombstone, so a later append never makes a fresh key for it.
 * booking_view.personal_data_erased_at: when the booking's personal data was erased.
 */
export class PersonalDataKeys1760000006500 implements MigrationInterface {
  name = 'PersonalDataKeys1760000006500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE pii_data_keys (
        subject text PRIMARY KEY,
        key_id uuid NOT NULL UNIQUE,
        wrapped_key bytea,
        master_key_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        erased_at timestamptz,
        CHECK ((wrapped_key IS NULL) = (erased_at IS NOT NULL))
      )`);
    await queryRunner.query('ALTER TABLE booking_view ADD COLUMN personal_data_erased_at timestamptz');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE booking_view DROP COLUMN personal_data_erased_at');
    await queryRunner.query('DROP TABLE pii_data_keys');
  }
}
