import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30: numbered receipts / tax invoices and credit notes.
 * - document_counters: one row per series and year, locked (UPDATE … RETURNING) in the transaction
 *   that inserts the document, so numbers run without gaps or repeats whatever runs at once.
 * - booking_documents: every document issued, once per payment (or refund) of a booking; the seller
 *   and the tax split are kept as they were at issue. Not a read model: a rebuild never touches it.
 * - booking_view.refund_amount and .buyer: the refund recorded on cancellation, the buyer a tax
 *   invoice names (both filled by the projection from now on; older bookings have neither).
 */
export class BookingDocuments1760000009200 implements MigrationInterface {
  name = 'BookingDocuments1760000009200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE document_counters (
        series text NOT NULL,
        year integer NOT NULL,
        last_number integer NOT NULL,
        PRIMARY KEY (series, year)
      )`);
    await queryRunner.query(`
      CREATE TABLE booking_documents (
        id uuid PRIMARY KEY,
        booking_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('receipt', 'credit_note')),
        series text NOT NULL,
        year integer NOT NULL,
        sequence integer NOT NULL,
        number text NOT NULL UNIQUE,
        source_id text NOT NULL,
        receipt_kind text,
        amount integer NOT NULL CHECK (amount >= 0),
        method text,
        paid_at timestamptz,
        refers_to_number text,
        tax_invoice boolean NOT NULL,
        snapshot jsonb NOT NULL,
        issued_at timestamptz NOT NULL,
        UNIQUE (series, year, sequence),
        UNIQUE (kind, booking_id, source_id)
      )`);
    await queryRunner.query('CREATE INDEX booking_documents_booking ON booking_documents (booking_id, issued_at)');
    await queryRunner.query('ALTER TABLE booking_view ADD COLUMN refund_amount integer, ADD COLUMN buyer jsonb');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE booking_view DROP COLUMN refund_amount, DROP COLUMN buyer');
    await queryRunner.query('DROP TABLE booking_documents');
    await queryRunner.query('DROP TABLE document_counters');
  }
}
