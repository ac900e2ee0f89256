import { Inject, Injectable } from '@nestjs/common';
import { bookingDocumentName, type BookingDto, type Language, type PaymentScheduleDto } from '@baan-talay/contracts';
import { DomainError } from '../../shared/domain-error';
import { BookingQueries } from '../booking';
import { PaymentLedgerQueries } from '../payments';
import { VillaQueries, type Villa } from '../villa';
import { renderReceiptPdf } from './pdf/receipt-pdf.renderer';
import { RenderedPdfs } from './pdf/rendered-pdfs';
import { renderTaxDocumentPdf, type TaxDocumentData } from './pdf/tax-document-pdf.renderer';
import { DocumentRegister, type IssuedDocument } from './register/document-register';
import type { ReceiptData } from './receipt.model';
import { CLOCK, type Clock } from '../../shared/clock';

export interface BookingWithVilla {
  booking: BookingDto;
  villa: Villa;
  /** When the villa last changed: its name is on the receipt. */
  villaUpdatedAt: string;
}

/** Villa content falls back to English when the admin left a language empty (DESIGN §5). */
export function villaName(villa: Villa, language: Language): string {
  return villa.name[language]?.trim() || villa.name.en?.trim() || villa.name.th?.trim() || 'Baan Talay';
}

/** What receipts and e-mails print about one booking, read from the booking and villa read models. */
@Injectable()
export class BookingDocuments {
  constructor(
    private readonly bookings: BookingQueries,
    private readonly villas: VillaQueries,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly register: DocumentRegister,
    private readonly payments: PaymentLedgerQueries,
  ) {}

  private readonly rendered = new RenderedPdfs();

  /** `deleted`: the booking as it was when deleted (the e-mail telling the guest so needs it). */
  async load(bookingId: string, options: { deleted?: boolean } = {}): Promise<BookingWithVilla> {
    const booking = options.deleted ? await this.bookings.findDeletedDto(bookingId) : await this.bookings.findDto(bookingId);
    if (!booking) throw new DomainError('not_found', 'Booking not found', { code: 'booking.notFound' });
    const { villa, updatedAt } = await this.villas.current();
    return { booking, villa, villaUpdatedAt: updatedAt };
  }

  receiptData(
    { booking, villa }: BookingWithVilla,
    language: Language,
    payment: PaymentScheduleDto | null,
    issuedAt = new Date(this.clock.now()),
  ): ReceiptData {
    const guest = booking.customerInfo;
    return {
      language,
      villaName: villaName(villa, language),
      reference: booking.reference,
      guestName: guest ? `${guest.firstName} ${guest.lastName}`.trim() : '—',
      guestEmail: guest?.email || null,
      checkIn: booking.checkIn.slice(0, 10),
      checkOut: booking.checkOut.slice(0, 10),
      nights: booking.breakdown.nightly.map(({ date, price }) => ({ date, price })),
      rooms: booking.rooms,
      savings: booking.breakdown.savings ?? 0,
      taxesAndFees: booking.breakdown.taxesAndFees ?? 0,
      total: booking.totalPrice,
      paymentMethod: booking.paymentMethod,
      status: booking.status,
      payment,
      issuedAt,
    };
  }

  /**
   * A numbered receipt, tax invoice or credit note as printed: the seller and tax split kept at issue,
   * the buyer the guest has given (else their name), the stay from the booking.
   */
  documentData({ booking, villa }: BookingWithVilla, document: IssuedDocument, language: Language): TaxDocumentData {
    const guest = booking.customerInfo;
    const charges = booking.breakdown.charges;
    const buyer = booking.buyer ?? { name: guest ? `${guest.firstName} ${guest.lastName}`.trim() : '—', address: '', taxId: '', branch: '' };
    return {
      language,
      kind: document.kind,
      number: document.number,
      refersToNumber: document.refersToNumber,
      issuedAt: new Date(document.issuedAt),
      villaName: villaName(villa, language),
      reference: booking.reference,
      seller: document.snapshot.seller?.taxId ? document.snapshot.seller : null,
      buyer,
      checkIn: booking.checkIn.slice(0, 10),
      checkOut: booking.checkOut.slice(0, 10),
      nights: booking.breakdown.nights,
      split: document.snapshot.split,
      serviceChargePercent: charges?.serviceChargePercent ?? 0,
      serviceChargeIncluded: charges?.serviceChargeIncluded ?? true,
      vatPercent: charges?.vatPercent ?? 0,
      vatIncluded: charges?.vatIncluded ?? true,
      method: document.method ?? 'other',
    };
  }

  /** The booking's numbered documents, oldest first (receipts and credit notes). */
  list(bookingId: string): Promise<IssuedDocument[]> {
    return this.register.forBooking(bookingId);
  }

  async documentPdf(loaded: BookingWithVilla, number: string, language: Language): Promise<{ pdf: Buffer; filename: string }> {
    const document = await this.register.byNumber(loaded.booking._id, number);
    if (!document) throw new DomainError('not_found', 'Document not found', { code: 'booking.documentNotFound' });
    // The buyer can still be added after issue: the version includes the booking's.
    const version = `${document.id} ${loaded.booking.updatedAt} ${language}`;
    const pdf = await this.rendered.get(version, () => renderTaxDocumentPdf(this.documentData(loaded, document, language)));
    return { pdf, filename: `${document.number}-${language}.pdf` };
  }

  /**
   * Rendered once per version of the booking, its payment schedule and the villa (its date of issue is
   * that first render's). The schedule is in the version: the ledger is its own projection, and a
   * balance turns overdue with the date alone.
   */
  async receiptPdf(loaded: BookingWithVilla, language: Language): Promise<{ pdf: Buffer; filename: string }> {
    const { booking, villaUpdatedAt } = loaded;
    const payment = await this.payments.schedule(booking._id);
    const version = `${booking._id} ${booking.updatedAt} ${villaUpdatedAt} ${language} ${JSON.stringify(payment)}`;
    const pdf = await this.rendered.get(version, () => renderReceiptPdf(this.receiptData(loaded, language, payment)));
    return { pdf, filename: bookingDocumentName(booking.reference, booking.status, language) };
  }
}
