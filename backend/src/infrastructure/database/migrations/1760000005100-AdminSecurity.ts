import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts safe on the internet (issue 13): a generated JWT secret every instance shares
 * (app_secrets), password hashes out of the event log (admin_credentials, with the token version
 * that logout, a password change and a status change raise), the owner (admin_owner, one row) and
 * the 'rejected' status.
 */
export class AdminSecurity1760000005100 implements MigrationInterface {
  name = 'AdminSecurity1760000005100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE app_secrets (
        name text PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE admin_credentials (
        admin_id uuid PRIMARY KEY,
        password_hash text NOT NULL,
        token_version integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('INSERT INTO admin_credentials (admin_id, password_hash) SELECT id, password_hash FROM admin_users');
    await queryRunner.query('ALTER TABLE admin_users DROP COLUMN password_hash');
    await queryRunner.query(`
      CREATE TABLE admin_owner (
        singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        admin_id uuid NOT NULL
      )`);
    await queryRunner.query('INSERT INTO admin_owner (admin_id) SELECT admin_id FROM admin_email_claims WHERE first');
    await queryRunner.query(`ALTER TABLE admin_users ADD COLUMN role text NOT NULL DEFAULT 'admin' CHECK (role IN ('owner', 'admin'))`);
    await queryRunner.query(`UPDATE admin_users SET role = 'owner' WHERE id IN (SELECT admin_id FROM admin_owner)`);
    await queryRunner.query('ALTER TABLE admin_users DROP CONSTRAINT admin_users_status_check');
    await queryRunner.query(
      `ALTER TABLE admin_users ADD CONSTRAINT admin_users_status_check CHECK (status IN ('active', 'pending', 'disabled', 'rejected'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE admin_users SET status = 'disabled' WHERE status = 'rejected'`);
    await queryRunner.query('ALTER TABLE admin_users DROP CONSTRAINT admin_users_status_check');
    await queryRunner.query(
      `ALTER TABLE admin_users ADD CONSTRAINT admin_users_status_check CHECK (status IN ('active', 'pending', 'disabled'))`,
    );
    await queryRunner.query('ALTER TABLE admin_users DROP COLUMN role');
    await queryRunner.query('DROP TABLE admin_owner');
    await queryRunner.query(`ALTER TABLE admin_users ADD COLUMN password_hash text NOT NULL DEFAULT ''`);
    await queryRunner.query(
      'UPDATE admin_users u SET password_hash = c.password_hash FROM admin_credentials c WHERE c.admin_id = u.id',
    );
    await queryRunner.query('DROP TABLE admin_credentials');
    await queryRunner.query('DROP TABLE app_secrets');
  }
}
