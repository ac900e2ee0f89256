import { getMetadataArgsStorage } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { ERASED } from '../../../event-store/personal-data';
import type { BookingEvent, SlipFile } from '../domain/booking.events';
import { splitCustomerName } from '../domain/booking.state';
import { bookingReference } from './booking-dto.mapper';
import { BookingView } from './booking-view.entity';
import type { BlindIndex } from '../search/blind-index';

/** `checkIn` → `check_in`: the entity's property names are its columns' in camelCase. */
type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;
/** Columns Postgres generates (the entity maps them with insert: false). */
type Generated = 'totalPrice' | 'customerName' | 'search';
export type Column = Snake<Exclude<keyof BookingView & string, Generated>>;

/**
 * Written columns of booking_view and their SQL types, read from the BookingView entity so the
 * table is declared once beside its migration (generated columns are Postgres's own).
 */
export const COLUMN_TYPES = Object.fromEntries(
  getMetadataArgsStorage()
    .columns.filter((column) => column.target === BookingView && column.options.insert !== false)
    .map((column) => [column.options.name ?? column.propertyName, `${String(column.options.type)}${column.options.array ? '[]' : ''}`]),
) as Record<Column, string>;

export type Row = Partial<Record<Column, unknown>>;

/** What a batch does to booking_view: whole new rows, and the last value of each changed column. */
export interface BookingViewChanges {
  inserts: Row[];
  updates: { id: string; patch: Row }[];
}

/**
 * Folds a batch of booking events into one insert per new booking and one patch per existing one.
 * Every event only sets columns (none reads a previous value), so the last value of a column wins.
 */
export function foldBookingEvents(events: readonly RecordedEvent[], blind: BlindIndex): BookingViewChanges {
  const inserts = new Map<string, Row>();
  const patches = new Map<string, Row>();
  for (const recorded of events) {
    const event = recorded as unknown as BookingEvent;
    const id = event.data.bookingId;
    const stamp = { version: recorded.streamVersion, updated_at: recorded.metadata.occurredAt };
    if (event.type === 'BookingCreated') {
      inserts.set(id, createdRow(recorded, event));
      continue;
    }
    const columns = { ...changedColumns(event, recorded.metadata.occurredAt), ...blindColumns(event, blind), ...stamp };
    const target = inserts.get(id) ?? patches.get(id);
    if (target) Object.assign(target, columns);
    else patches.set(id, columns);
  }
  return { inserts: [...inserts.values()], updates: [...patches].map(([id, patch]) => ({ id, patch })) };
}

function createdRow(recorded: RecordedEvent, { data }: Extract<BookingEvent, { type: 'BookingCreated' }>): Row {
  const at = recorded.metadata.occurredAt;
  return {
    id: data.bookingId,
    reference: bookingReference(data.bookingId),
    status: 'pending_payment',
    deleted: false,
    check_in: data.checkIn,
    check_out: data.checkOut,
    rooms: data.rooms,
    guests: data.guests,
    quoted_total: data.breakdown.total,
    total_override: data.totalOverride,
    breakdown: data.breakdown,
    payment_method: data.paymentMethod,
    special_requests: data.specialRequests,
    language: data.language,
    payment_deadline: data.paymentDeadline,
    access_token_hash: data.accessTokenHash,
    ip_hash: data.ipHash ?? null,
    created_by: recorded.metadata.actor.kind === 'admin' ? 'admin' : 'guest',
    version: recorded.streamVersion,
    created_at: at,
    updated_at: at,
  };
}

function changedColumns(event: Exclude<BookingEvent, { type: 'BookingCreated' }>, at: string): Row {
  switch (event.type) {
    case 'CustomerInfoAdded': {
      const { firstName, lastName, email, phone, guests, specialRequests, breakdown } = event.data;
      const row: Row = { customer_first_name: firstName, customer_last_name: lastName, customer_email: email, customer_phone: phone };
      if (guests !== undefined) row.guests = guests;
      // Re-priced for the guest count (an extra-guest fee).
      if (breakdown !== undefined) Object.assign(row, { breakdown, quoted_total: breakdown.total });
      if (specialRequests !== undefined) row.special_requests = specialRequests;
      return row;
    }
    case 'PaymentMethodChosen':
      return { payment_method: event.data.paymentMethod };
    case 'SlipAttached': {
      const { bookingId: _, ...slip } = event.data;
      return { status: 'in_review', slip, payment_slip_url: slip.url, slip_rejection_reason: null, ...qrColumns(slip) };
    }
    case 'SlipCleared': {
      const row: Row = { status: 'pending_payment', slip: null, payment_slip_url: null, slip_qr_bank: null, slip_qr_ref: null, slip_qr_reason: null };
      if (event.data.paymentDeadline) row.payment_deadline = event.data.paymentDeadline;
      if (event.data.by === 'admin') row.slip_rejection_reason = event.data.reason ?? null;
      return row;
    }
    case 'BookingConfirmed':
      return { status: 'confirmed', confirmed_at: at };
    case 'BookingExpired':
      return { status: 'expired' };
    case 'BookingCancelled':
      // A note sealed before it was kept through erasures reads as erased after one: no note then.
      return { status: 'cancelled', cancel_reason: event.data.reason === ERASED ? null : (event.data.reason ?? null), refunded: event.data.refunded ?? null };
    case 'BookingDetailsChanged': {
      const { customerName, checkIn, checkOut, guests, rooms, totalOverride, breakdown } = event.data.changes;
      const row: Row = {};
      if (customerName !== undefined) {
        const { firstName, lastName } = splitCustomerName(customerName);
        Object.assign(row, { customer_first_name: firstName, customer_last_name: lastName });
      }
      if (checkIn !== undefined) row.check_in = checkIn;
      if (checkOut !== undefined) row.check_out = checkOut;
      if (guests !== undefined) row.guests = guests;
      if (rooms !== undefined) row.rooms = rooms;
      if (totalOverride !== undefined) row.total_override = totalOverride;
      if (breakdown !== undefined) Object.assign(row, { breakdown, quoted_total: breakdown.total });
      return row;
    }
    case 'BookingDeleted':
      return { deleted: true, deleted_at: at };
    case 'ConfirmationEmailSent':
      return { confirmation_email_sent_at: at, confirmation_email_to: event.data.to };
    case 'PersonalDataErased':
      // Every column a personal field reaches, whatever the earlier events said: live processing
      // and a replay (which reads those fields as erased) end with the same row.
      return {
        personal_data_erased_at: at,
        customer_first_name: null,
        customer_last_name: null,
        customer_email: null,
        customer_phone: null,
        special_requests: '',
        slip: null,
        payment_slip_url: null,
        slip_qr_bank: null,
        slip_qr_ref: null,
        slip_qr_reason: null,
        slip_rejection_reason: null,
        confirmation_email_to: null,
        buyer: null,
      };
    case 'BookingRefundRecorded':
      return { refund_amount: event.data.amount };
    case 'BuyerDetailsAdded': {
      const { bookingId: _, ...buyer } = event.data;
      return { buyer };
    }
    // Payments have their own read model (payment_ledger).
    case 'BookingNoteAdded':
    case 'ArrivalDetailsGiven':
    case 'SecretsViewed':
    case 'PaymentReceived':
    case 'BalanceSlipAttached':
    case 'BalanceSlipCleared':
    case 'BalanceOverdue':
    case 'SecurityDepositReturned':
      return {};
  }
}

/** The search's blind tokens, from the events that set a guest's name or contact (erasure blanks them). */
function blindColumns(event: Exclude<BookingEvent, { type: 'BookingCreated' }>, blind: BlindIndex): Row {
  switch (event.type) {
    case 'CustomerInfoAdded':
      return { name_tokens: blind.nameTokens(event.data.firstName, event.data.lastName), contact_tokens: blind.contactTokens(event.data.email, event.data.phone) };
    case 'BookingDetailsChanged':
      return event.data.changes.customerName === undefined ? {} : { name_tokens: blind.nameTokens(event.data.changes.customerName) };
    case 'PersonalDataErased':
      return { name_tokens: null, contact_tokens: null };
    default:
      return {};
  }
}

/** The QR check's columns; all null for a slip attached before the check existed. */
function qrColumns({ qr, reason }: SlipFile): Row {
  return { slip_qr_bank: qr?.sendingBank ?? null, slip_qr_ref: qr?.transRef ?? null, slip_qr_reason: reason ?? null };
}
