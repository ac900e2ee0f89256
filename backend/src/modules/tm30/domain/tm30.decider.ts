import type { Tm30Completeness, Tm30Guest } from '@baan-talay/contracts';
import type { Decider } from '../../../event-store/decider';
import { DomainError } from '../../../shared/domain-error';
import { checkGuests, normaliseGuest } from './tm30-guest.rules';
import type { Tm30Event } from './tm30.events';

/** What a TM30 command needs to know of the booking (read by the handler, never by the domain). */
export interface Tm30Stay {
  checkIn: string;
  checkOut: string;
  status: string;
}

export type Tm30Command =
  | { type: 'SubmitTm30Details'; data: { bookingId: string; guests: Tm30Guest[]; stay: Tm30Stay; today: string } }
  | { type: 'RecordTm30Receipt'; data: { bookingId: string; receiptNumber: string } }
  | { type: 'RecordTm30Reminder'; data: { bookingId: string; to: string } }
  | { type: 'EraseTm30PersonalData'; data: { bookingId: string; reason: 'request' | 'retention' } };

export interface Tm30State {
  submitted: boolean;
  foreignGuests: number;
  receiptNumber: string | null;
  reminded: boolean;
  erased: boolean;
}

export const INITIAL_TM30_STATE: Tm30State = { submitted: false, foreignGuests: 0, receiptNumber: null, reminded: false, erased: false };

/** Stays a guest may give TM30 details for: paid or being paid, never given up. */
const LIVE_STATUSES = ['pending_payment', 'in_review', 'confirmed'];
const RECEIPT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 /._-]{0,39}$/;

/** missing until the guest answered; then complete, or none when every guest is Thai. */
export function tm30Completeness(state: Pick<Tm30State, 'submitted' | 'foreignGuests'>): Tm30Completeness {
  if (!state.submitted) return 'missing';
  return state.foreignGuests > 0 ? 'complete' : 'none';
}

/** Why the guest may not send details now (an error code), or null when they may. */
export function tm30EditRefusal(state: Tm30State, stay: Tm30Stay, today: string): string | null {
  if (state.erased) return 'tm30.erased';
  if (!LIVE_STATUSES.includes(stay.status)) return 'tm30.bookingNotLive';
  if (state.receiptNumber) return 'tm30.alreadyFiled';
  if (today >= stay.checkOut) return 'tm30.stayEnded';
  return null;
}

const EDIT_MESSAGES: Record<string, string> = {
  'tm30.erased': 'The TM30 details of this stay were erased',
  'tm30.bookingNotLive': 'This booking is cancelled or expired',
  'tm30.alreadyFiled': 'The owner has already filed the TM30 notification for this stay',
  'tm30.stayEnded': 'This stay has ended',
};

function decide(command: Tm30Command, state: Tm30State): Tm30Event[] {
  const { bookingId } = command.data;
  switch (command.type) {
    case 'SubmitTm30Details': {
      const { stay, today } = command.data;
      const refusal = tm30EditRefusal(state, stay, today);
      if (refusal) throw new DomainError('conflict', EDIT_MESSAGES[refusal], { code: refusal });
      const guests = command.data.guests.map(normaliseGuest);
      checkGuests(guests, stay);
      return [{ type: 'Tm30DetailsSubmitted', data: { bookingId, checkIn: stay.checkIn, checkOut: stay.checkOut, guests } }];
    }
    case 'RecordTm30Receipt': {
      const receiptNumber = command.data.receiptNumber.trim();
      if (!RECEIPT_NUMBER.test(receiptNumber)) throw new DomainError('validation', 'A receipt number is 1 to 40 letters, digits, spaces, / . _ -', { code: 'tm30.receiptInvalid' });
      if (state.erased) throw new DomainError('conflict', EDIT_MESSAGES['tm30.erased'], { code: 'tm30.erased' });
      if (tm30Completeness(state) !== 'complete') throw new DomainError('conflict', 'There are no foreign guests to notify yet', { code: 'tm30.nothingToFile' });
      if (state.receiptNumber === receiptNumber) return [];
      return [{ type: 'Tm30ReceiptRecorded', data: { bookingId, receiptNumber } }];
    }
    case 'RecordTm30Reminder':
      // Once per booking, and never to a guest who has answered meanwhile.
      return state.reminded || state.submitted || state.erased ? [] : [{ type: 'Tm30ReminderSent', data: { bookingId, to: command.data.to } }];
    case 'EraseTm30PersonalData':
      return state.erased ? [] : [{ type: 'Tm30PersonalDataErased', data: { bookingId, reason: command.data.reason } }];
    default: {
      const never: never = command;
      throw new Error(`Unknown TM30 command ${(never as { type: string }).type}`);
    }
  }
}

function evolve(state: Tm30State, event: Tm30Event): Tm30State {
  switch (event.type) {
    case 'Tm30DetailsSubmitted':
      // An erased event reads its guests as the erased marker: they were given, their count is gone.
      return { ...state, submitted: true, foreignGuests: Array.isArray(event.data.guests) ? event.data.guests.length : state.foreignGuests };
    case 'Tm30ReceiptRecorded':
      return { ...state, receiptNumber: event.data.receiptNumber };
    case 'Tm30ReminderSent':
      return { ...state, reminded: true };
    case 'Tm30PersonalDataErased':
      return { ...state, erased: true };
    case 'Tm30SettingsChanged':
      return state;
    default: {
      const never: never = event;
      throw new Error(`Unknown TM30 event ${(never as { type: string }).type}`);
    }
  }
}

export const tm30Decider: Decider<Tm30State, Tm30Command, Tm30Event> = { initialState: INITIAL_TM30_STATE, decide, evolve };
