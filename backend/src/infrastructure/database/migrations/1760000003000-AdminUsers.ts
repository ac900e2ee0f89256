import { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminUsers1760000003000 implements MigrationInterface {
  name = 'AdminUsers1760000003000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admin_users (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        name text NOT NULL,
        status text NOT NULL CHECK (status IN ('active', 'pending', 'disabled')),
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE admin_email_claims (
        email text PRIMARY KEY,
        admin_id uuid NOT NULL UNIQUE,
        first boolean NOT NULL DEFAULT false
      )`);
    // At most one account ever wins the "first account is an active admin" claim.
    await queryRunner.query(`CREATE UNIQUE INDEX admin_email_claims_one_first ON admin_email_claims (first) WHERE first`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE admin_email_claims');
    await queryRunner.query('DROP TABLE admin_users');
  }
}
