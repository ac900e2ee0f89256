import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The guest portal (issue 32): the owner's portal settings as one folded document (house manual,
 * secret names, e-mail texts), the guests' arrival details per booking, and the secrets' values,
 * kept out of the event log (credentials are not events) and written with the event that names them.
 */
export class GuestPortal1760000009400 implements MigrationInterface {
  name = 'GuestPortal1760000009400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE guest_portal_view (
        id text PRIMARY KEY,
        config jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE booking_arrival (
        booking_id uuid PRIMARY KEY,
        arrival_time text,
        flight text,
        adults integer NOT NULL,
        children integer NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE portal_secret_values (
        id text PRIMARY KEY,
        value text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE portal_secret_values');
    await queryRunner.query('DROP TABLE booking_arrival');
    await queryRunner.query('DROP TABLE guest_portal_view');
  }
}
