import type { BookingStatus } from '@baan-talay/contracts';
import { DomainError } from '../../../shared/domain-error';

/** A guest may change a booking's e-mail address this often; each change mails the new address. */
export const MAX_EMAIL_CHANGES = 3;

/**
 * How many live unpaid holds (pending payment, window still open) the same requester already has,
 * counted by the handler before the command and carried on it, with the villa's limit.
 */
export interface UnpaidHolds {
  count: number;
  max: number;
}

const HOLD_LIMITS = {
  browser: { code: 'booking.tooManyUnpaidHolds', whose: 'in this browser', then: 'Please pay or cancel one first.' },
  email: { code: 'booking.tooManyUnpaidHoldsForEmail', whose: 'for this e-mail address', then: 'Please pay or cancel one first.' },
  // Hotel Wi-Fi and mobile carriers put many guests behind one address: its ceiling is far higher,
  // and the guest who meets it is told where their own holds are.
  ip: {
    code: 'booking.tooManyUnpaidHoldsForNetwork',
    whose: 'from your network',
    then: 'Continue or cancel a booking of yours from "Continue your booking" on the home page or from its e-mail, or try again later.',
  },
} as const;

/**
 * Refuses one more unpaid hold for a browser (the tokens it sends), an e-mail address or an IP that
 * already holds `max`: otherwise a stranger could hold the whole calendar for free.
 */
export function assertUnpaidHoldsLeft(holds: UnpaidHolds | undefined, by: keyof typeof HOLD_LIMITS): void {
  if (!holds || holds.count < holds.max) return;
  const { code, whose, then } = HOLD_LIMITS[by];
  throw new DomainError('too_many', `There are already ${holds.max} unpaid bookings ${whose}. ${then}`, { code, params: { max: holds.max } });
}

/** The e-mail address may change at most MAX_EMAIL_CHANGES times (the first one given is no change). */
export function assertEmailChangeAllowed(current: string | undefined, next: string, changesSoFar: number): void {
  if (current === undefined || current === next || changesSoFar < MAX_EMAIL_CHANGES) return;
  throw new DomainError('too_many', `The e-mail address of a booking can be changed at most ${MAX_EMAIL_CHANGES} times`, {
    code: 'booking.tooManyEmailChanges',
    params: { max: MAX_EMAIL_CHANGES },
  });
}

/** Slip files one booking may hold at once; a slip that is attached replaces the others. */
export const MAX_SLIP_FILES = 5;

/** A slip is uploaded only for a booking still waiting for payment or review, and not without end. */
/** `balanceDue`: a confirmed booking whose balance is still to pay takes the balance slip (issue 30). */
export function assertSlipUploadAllowed(status: BookingStatus, filesSoFar: number, balanceDue = false): void {
  if (status !== 'pending_payment' && status !== 'in_review' && !(status === 'confirmed' && balanceDue)) {
    throw new DomainError('conflict', `A slip cannot be sent for a booking that is ${status.replace('_', ' ')}`, {
      code: 'slip.bookingClosed',
      params: { status },
    });
  }
  if (filesSoFar >= MAX_SLIP_FILES) {
    throw new DomainError('too_many', `A booking can hold at most ${MAX_SLIP_FILES} slip files`, {
      code: 'slip.tooManyFiles',
      params: { max: MAX_SLIP_FILES },
    });
  }
}
