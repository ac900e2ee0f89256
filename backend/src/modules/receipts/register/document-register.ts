import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { BookingDocumentDto, BookingDocumentKind, ReceiptKind, RefundMethod, PaymentMethod, SellerDetails, TaxSplit } from '@baan-talay/contracts';
import { SERIES, documentNumber, documentYear } from './document-number';

/** What is printed as it was when the document was issued: the seller and the amount's tax split. */
export interface DocumentSnapshot {
  seller: SellerDetails | null;
  split: TaxSplit;
}

export interface IssueReceipt {
  bookingId: string;
  /** One receipt per payment: issuing again for the same id returns the first. */
  paymentId: string;
  kind: ReceiptKind;
  amount: number;
  method: PaymentMethod | RefundMethod | 'other';
  paidAt: Date;
  snapshot: DocumentSnapshot;
}

export interface IssueCreditNote {
  bookingId: string;
  refundId: string;
  refersToNumber: string | null;
  amount: number;
  method: RefundMethod;
  issuedAt: Date;
  snapshot: DocumentSnapshot;
}

export interface IssuedDocument extends BookingDocumentDto {
  bookingId: string;
  receiptKind: ReceiptKind | null;
  method: string | null;
  snapshot: DocumentSnapshot;
}

interface DocumentRow {
  id: string;
  booking_id: string;
  kind: BookingDocumentKind;
  number: string;
  receipt_kind: ReceiptKind | null;
  amount: number;
  method: string | null;
  issued_at: Date;
  tax_invoice: boolean;
  refers_to_number: string | null;
  snapshot: DocumentSnapshot;
}

const toDocument = (row: DocumentRow): IssuedDocument => ({
  id: row.id,
  bookingId: row.booking_id,
  kind: row.kind,
  number: row.number,
  receiptKind: row.receipt_kind,
  amount: row.amount,
  method: row.method,
  issuedAt: new Date(row.issued_at).toISOString(),
  taxInvoice: row.tax_invoice,
  refersToNumber: row.refers_to_number,
  snapshot: row.snapshot,
});

/**
 * The villa's register of receipts (tax invoices when the villa has a tax id) and credit notes.
 * Numbers run per series and year without gaps or repeats: the counter row is locked by its
 * UPDATE in the transaction that inserts the document, so concurrent issues queue on it and a
 * rolled-back issue gives its number back. One document per payment (or refund): asking again
 * returns the one issued, and two racing issues of the same payment leave one (the other's
 * transaction, its number included, rolls back on the unique key and returns the winner's).
 */
@Injectable()
export class DocumentRegister {
  constructor(private readonly dataSource: DataSource) {}

  issueReceipt(input: IssueReceipt): Promise<IssuedDocument> {
    const { bookingId, paymentId, kind, amount, method, paidAt, snapshot } = input;
    return this.issue({ kind: 'receipt', bookingId, sourceId: paymentId, receiptKind: kind, amount, method, at: paidAt, refersToNumber: null, snapshot });
  }

  issueCreditNote(input: IssueCreditNote): Promise<IssuedDocument> {
    const { bookingId, refundId, refersToNumber, amount, method, issuedAt, snapshot } = input;
    return this.issue({ kind: 'credit_note', bookingId, sourceId: refundId, receiptKind: null, amount, method, at: issuedAt, refersToNumber, snapshot });
  }

  async forBooking(bookingId: string): Promise<IssuedDocument[]> {
    const rows: DocumentRow[] = await this.dataSource.query(
      `SELECT * FROM booking_documents WHERE booking_id = $1 ORDER BY issued_at, sequence`,
      [bookingId],
    );
    return rows.map(toDocument);
  }

  async byNumber(bookingId: string, number: string): Promise<IssuedDocument | null> {
    const [row]: DocumentRow[] = await this.dataSource.query(`SELECT * FROM booking_documents WHERE booking_id = $1 AND number = $2`, [bookingId, number]);
    return row ? toDocument(row) : null;
  }

  private async issue(doc: {
    kind: BookingDocumentKind;
    bookingId: string;
    sourceId: string;
    receiptKind: ReceiptKind | null;
    amount: number;
    method: string;
    at: Date;
    refersToNumber: string | null;
    snapshot: DocumentSnapshot;
  }): Promise<IssuedDocument> {
    if (!Number.isInteger(doc.amount) || doc.amount < 0) throw new RangeError(`A document's amount is whole THB >= 0: ${doc.amount}`);
    const existing = await this.find(this.dataSource.manager, doc.kind, doc.bookingId, doc.sourceId);
    if (existing) return existing;
    try {
      return await this.dataSource.transaction((em) => this.insert(em, doc));
    } catch (error) {
      // The same payment issued at once elsewhere: that one stands, and this number was never used.
      const winner = (error as { code?: string }).code === '23505' ? await this.find(this.dataSource.manager, doc.kind, doc.bookingId, doc.sourceId) : null;
      if (winner) return winner;
      throw error;
    }
  }

  private async insert(em: EntityManager, doc: Parameters<DocumentRegister['issue']>[0]): Promise<IssuedDocument> {
    const series = SERIES[doc.kind];
    const year = documentYear(doc.at);
    await em.query(`INSERT INTO document_counters (series, year, last_number) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING`, [series, year]);
    // TypeORM answers an UPDATE … RETURNING on Postgres with [rows, affected].
    const [[{ last_number: sequence }]] = await em.query(
      `UPDATE document_counters SET last_number = last_number + 1 WHERE series = $1 AND year = $2 RETURNING last_number`,
      [series, year],
    );
    const number = documentNumber(series, year, sequence);
    const [row]: DocumentRow[] = await em.query(
      `INSERT INTO booking_documents
         (id, booking_id, kind, series, year, sequence, number, source_id, receipt_kind, amount, method, paid_at, refers_to_number, tax_invoice, snapshot, issued_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $12)
       RETURNING *`,
      [
        randomUUID(), doc.bookingId, doc.kind, series, year, sequence, number, doc.sourceId, doc.receiptKind, doc.amount, doc.method,
        doc.at.toISOString(), doc.refersToNumber, Boolean(doc.snapshot.seller?.taxId), JSON.stringify(doc.snapshot),
      ],
    );
    return toDocument(row);
  }

  private async find(em: EntityManager, kind: BookingDocumentKind, bookingId: string, sourceId: string): Promise<IssuedDocument | null> {
    const [row]: DocumentRow[] = await em.query(`SELECT * FROM booking_documents WHERE kind = $1 AND booking_id = $2 AND source_id = $3`, [kind, bookingId, sourceId]);
    return row ? toDocument(row) : null;
  }
}
