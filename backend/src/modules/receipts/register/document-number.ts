import { todayInBangkok } from '@baan-talay/pricing';
import type { BookingDocumentKind } from '@baan-talay/contracts';

/** One unbroken sequence per kind of document and (villa-local) calendar year. */
export const SERIES: Record<BookingDocumentKind, string> = { receipt: 'RC', credit_note: 'CN' };

/** The Gregorian year of an instant in Thailand, which a document's sequence restarts with. */
export function documentYear(at: Date): number {
  return Number(todayInBangkok(at).slice(0, 4));
}

/** "RC2026-000042": series, year, and the sequence padded so numbers sort as they were issued. */
export function documentNumber(series: string, year: number, sequence: number): string {
  return `${series}${year}-${String(sequence).padStart(6, '0')}`;
}
