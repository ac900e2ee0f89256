import type { SameNames, Tm30Guest, TM30_EVENT_TYPES } from '@baan-talay/contracts';

export const tm30StreamId = (bookingId: string) => `tm30-${bookingId}`;
/** The owner's TM30 settings (retention), one stream for the villa. */
export const TM30_SETTINGS_STREAM = 'tm30-settings';

/**
 * The TM30 details of one booking live on `tm30-<bookingId>`, under a data key of their own: they
 * are erased N days after check-out (Tm30PersonalDataErased destroys that key), long before the
 * booking's other personal data, and with it when the booking is erased.
 */
export type Tm30Event =
  | { type: 'Tm30DetailsSubmitted'; data: { bookingId: string; checkIn: string; checkOut: string; guests: Tm30Guest[] } }
  | { type: 'Tm30ReceiptRecorded'; data: { bookingId: string; receiptNumber: string } }
  | { type: 'Tm30ReminderSent'; data: { bookingId: string; to: string } }
  | { type: 'Tm30PersonalDataErased'; data: { bookingId: string; reason: 'request' | 'retention' } }
  | { type: 'Tm30SettingsChanged'; data: { retentionDays: number } };

export type Tm30EventType = Tm30Event['type'];
const _sameNames: SameNames<Tm30EventType, (typeof TM30_EVENT_TYPES)[number]> = true;
void _sameNames;

/** Personal fields, encrypted under the stream's key and erased with it. */
export const TM30_PERSONAL_FIELDS: Partial<Record<Tm30EventType, readonly string[]>> = {
  Tm30DetailsSubmitted: ['guests'],
  Tm30ReminderSent: ['to'],
};

export const DEFAULT_TM30_RETENTION_DAYS = 30;
export const TM30_RETENTION_BOUNDS = [1, 365] as const;
