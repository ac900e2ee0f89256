import type { ArrivalDetailsDto, BookingStatus } from '@baan-talay/contracts';
import { DomainError } from '../../../shared/domain-error';
import { invalid } from './booking.rules';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** IATA airline code (two letters or a letter and a digit) and a flight number: `TG 123`, `FD3016`. */
const FLIGHT = /^[A-Z0-9]{2}[A-Z]? ?\d{1,4}[A-Z]?$/;
const OPEN: readonly BookingStatus[] = ['pending_payment', 'in_review', 'confirmed'];

/** Checks and normalises a guest's arrival details against the villa's guest limit. */
export function arrivalDetails(input: ArrivalDetailsDto, maxGuests: number, status: BookingStatus): ArrivalDetailsDto {
  if (!OPEN.includes(status)) {
    throw new DomainError('conflict', 'Arrival details can be given for a booking that is still on', { code: 'portal.arrivalClosed', params: { status } });
  }
  const arrivalTime = input.arrivalTime?.trim() || null;
  if (arrivalTime !== null && !TIME.test(arrivalTime)) {
    throw invalid('portal.arrivalTimeInvalid', 'Please give the arrival time as HH:MM (24 hours)', { field: 'arrivalTime' });
  }
  const flight = input.flight?.trim().toUpperCase() || null;
  if (flight !== null && !FLIGHT.test(flight)) {
    throw invalid('portal.flightInvalid', 'Please give the flight as airline code and number, e.g. TG 123', { field: 'flight' });
  }
  const { adults, children } = input;
  if (!Number.isInteger(adults) || adults < 1) throw invalid('portal.adultsInvalid', 'At least one adult stays', { field: 'adults' });
  if (!Number.isInteger(children) || children < 0) throw invalid('portal.childrenInvalid', 'Children must be a whole number, 0 or more', { field: 'children' });
  if (adults + children > maxGuests) {
    throw invalid('portal.tooManyGuests', `The villa sleeps at most ${maxGuests} guests`, { max: maxGuests, field: 'adults' });
  }
  return { arrivalTime, flight, adults, children };
}
