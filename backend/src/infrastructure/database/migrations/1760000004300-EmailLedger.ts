import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What became of each guest e-mail job (sent, or skipped and why), in Postgres: Redis may lose its
 * jobs (a restart without persistence), and the e-mail reconciler re-adds the jobs it forgot
 * without mailing anyone twice.
 */
export class EmailLedger1760000004300 implements MigrationInterface {
  name = 'EmailLedger1760000004300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE email_ledger (
        job_id text PRIMARY KEY,
        outcome text NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE email_ledger');
  }
}
