import type { BookingStatus, Language, PaymentMethod, PaymentScheduleDto } from '@baan-talay/contracts';

/** Everything printed on a receipt, already resolved to one language where it is text. */
export interface ReceiptData {
  language: Language;
  villaName: string;
  reference: string;
  guestName: string;
  guestEmail: string | null;
  /** Villa-local calendar dates, YYYY-MM-DD. */
  checkIn: string;
  checkOut: string;
  nights: ReadonlyArray<{ date: string; price: number }>;
  rooms: number;
  /** What the stay's discounts took off the regular price (the site's "You save"); 0: none. */
  savings: number;
  /** Fees and charges added to the nights (cleaning, extra guests, taxes on top); 0: none. */
  taxesAndFees: number;
  /** Whole THB actually due (an admin override included; printed as an adjustment after the fees). */
  total: number;
  paymentMethod: PaymentMethod;
  status: BookingStatus;
  /** The payment schedule from the payment ledger; null while the ledger has not seen the booking. */
  payment: PaymentScheduleDto | null;
  /** Also the PDF's creation date: the same data renders the same bytes. */
  issuedAt: Date;
}
