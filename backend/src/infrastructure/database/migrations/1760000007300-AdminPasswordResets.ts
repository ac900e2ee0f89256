import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * admin_password_resets: the write side of "forgot password". Only a token's SHA-256 is kept, so
 * a copy of the database opens no account; `used_at` makes a token single-use.
 */
export class AdminPasswordResets1760000007300 implements MigrationInterface {
  name = 'AdminPasswordResets1760000007300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admin_password_resets (
        token_hash text PRIMARY KEY,
        admin_id uuid NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX admin_password_resets_admin ON admin_password_resets (admin_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE admin_password_resets');
  }
}
