import type { BookingStatus, BuyerDetailsDto, Language, PaymentMethod, QuoteDto, SlipQrReason } from '@baan-talay/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { SlipFile } from '../domain/booking.events';

/**
 * The booking read model (table booking_view), kept by BookingViewProjection. Serves the guest GETs
 * and the admin lists: customer columns, `search` (lower-case reference, names, e-mail, phone) and
 * `deleted` are there for filtering. Generated columns are computed by Postgres.
 */
@Entity({ name: 'booking_view' })
export class BookingView {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') reference!: string;
  @Column('text') status!: BookingStatus;
  @Column('boolean') deleted!: boolean;
  @Column('date', { name: 'check_in' }) checkIn!: string;
  @Column('date', { name: 'check_out' }) checkOut!: string;
  @Column('integer') rooms!: number;
  @Column('integer') guests!: number;
  @Column('integer', { name: 'quoted_total' }) quotedTotal!: number;
  @Column('integer', { name: 'total_override', nullable: true }) totalOverride!: number | null;
  @Column({ type: 'integer', name: 'total_price', insert: false, update: false }) totalPrice!: number;
  @Column('jsonb') breakdown!: QuoteDto;
  @Column('text', { name: 'payment_method' }) paymentMethod!: PaymentMethod;
  @Column('text', { name: 'special_requests' }) specialRequests!: string;
  @Column('text') language!: Language;
  @Column('timestamptz', { name: 'payment_deadline' }) paymentDeadline!: Date;
  /** The attached slip's file (storage key, URL, type, size, sha256), null when none is attached. */
  @Column('jsonb', { nullable: true }) slip!: SlipFile | null;
  @Column('text', { name: 'payment_slip_url', nullable: true }) paymentSlipUrl!: string | null;
  @Column('text', { name: 'customer_first_name', nullable: true }) customerFirstName!: string | null;
  @Column('text', { name: 'customer_last_name', nullable: true }) customerLastName!: string | null;
  @Column('text', { name: 'customer_email', nullable: true }) customerEmail!: string | null;
  @Column('text', { name: 'customer_phone', nullable: true }) customerPhone!: string | null;
  @Column({ type: 'text', name: 'customer_name', nullable: true, insert: false, update: false }) customerName!: string | null;
  @Column({ type: 'text', insert: false, update: false }) search!: string;
  @Column('text', { name: 'access_token_hash', select: false }) accessTokenHash!: string;
  @Column('text', { name: 'ip_hash', nullable: true, select: false }) ipHash!: string | null;
  @Column('text', { name: 'created_by' }) createdBy!: 'guest' | 'admin';
  @Column('text', { name: 'cancel_reason', nullable: true }) cancelReason!: string | null;
  /** Cancelling a paid booking: whether the guest was refunded (null: not asked). */
  @Column('boolean', { nullable: true }) refunded!: boolean | null;
  /** The refund recorded when a paid booking was cancelled (BookingRefundRecorded), whole THB. */
  @Column('integer', { name: 'refund_amount', nullable: true }) refundAmount!: number | null;
  /** The buyer a full tax invoice names (BuyerDetailsAdded); personal, scrubbed on erasure. */
  @Column('jsonb', { nullable: true }) buyer!: BuyerDetailsDto | null;
  @Column('text', { name: 'slip_rejection_reason', nullable: true }) slipRejectionReason!: string | null;
  /** The attached slip's QR check: bank and reference when read, else the reason (null: no slip, or not checked yet). */
  @Column('text', { name: 'slip_qr_bank', nullable: true }) slipQrBank!: string | null;
  @Column('text', { name: 'slip_qr_ref', nullable: true }) slipQrRef!: string | null;
  @Column('text', { name: 'slip_qr_reason', nullable: true }) slipQrReason!: SlipQrReason | null;
  @Column('timestamptz', { name: 'confirmed_at', nullable: true }) confirmedAt!: Date | null;
  @Column('timestamptz', { name: 'confirmation_email_sent_at', nullable: true }) confirmationEmailSentAt!: Date | null;
  @Column('text', { name: 'confirmation_email_to', nullable: true }) confirmationEmailTo!: string | null;
  @Column('timestamptz', { name: 'deleted_at', nullable: true }) deletedAt!: Date | null;
  /** When the guest's personal data was erased (the customer columns are then null). */
  @Column('timestamptz', { name: 'personal_data_erased_at', nullable: true }) personalDataErasedAt!: Date | null;
  /** Blind tokens of the guest's name words, and of the e-mail and phone (search/blind-index.ts): the search's index, never shown. */
  @Column('text', { name: 'name_tokens', array: true, nullable: true, select: false }) nameTokens!: string[] | null;
  @Column('text', { name: 'contact_tokens', array: true, nullable: true, select: false }) contactTokens!: string[] | null;
  @Column('integer') version!: number;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
