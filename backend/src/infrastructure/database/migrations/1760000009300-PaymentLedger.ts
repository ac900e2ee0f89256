import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * payment_ledger (issue 30): one row per booking, kept by the payment-ledger projection from the
 * booking streams. `ledger` is the whole fold (terms, payments, refunds, the slip in review); the
 * columns beside it are what the dashboard and reports add up.
 */
export class PaymentLedger1760000009300 implements MigrationInterface {
  name = 'PaymentLedger1760000009300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payment_ledger (
        booking_id uuid PRIMARY KEY,
        ledger jsonb NOT NULL,
        status text NOT NULL,
        deleted boolean NOT NULL DEFAULT false,
        deposits_received integer NOT NULL DEFAULT 0,
        balance_outstanding integer NOT NULL DEFAULT 0,
        balance_due_on date,
        overdue boolean NOT NULL DEFAULT false,
        security_held integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX payment_ledger_balance_due ON payment_ledger (balance_due_on) WHERE balance_outstanding > 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE payment_ledger');
  }
}
