import { addDays, toVillaDate } from '@baan-talay/pricing';
import { normalisePassportNumber, PASSPORT_NUMBER, type Tm30Guest } from '@baan-talay/contracts';
import countries from 'i18n-iso-countries';
import { DomainError } from '../../../shared/domain-error';

export const MAX_TM30_GUESTS = 20;
const MAX_AGE_YEARS = 120;
const NAME = /^[\p{L}\p{M}' .-]{1,60}$/u;

const invalid = (code: string, index: number, params: Record<string, string | number> = {}) =>
  new DomainError('validation', `Guest ${index + 1}: ${code}`, { code, params: { guest: index + 1, ...params } });

/** The details as stored: names and passport numbers trimmed, upper-case as the passport prints them. */
export function normaliseGuest(guest: Tm30Guest): Tm30Guest {
  const upper = (text: string | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  const middleName = upper(guest.middleName);
  return {
    firstName: upper(guest.firstName),
    ...(middleName ? { middleName } : {}),
    lastName: upper(guest.lastName),
    nationality: guest.nationality.trim().toUpperCase(),
    passportNumber: normalisePassportNumber(guest.passportNumber),
    dateOfBirth: guest.dateOfBirth,
    sex: guest.sex,
    arrivalDate: guest.arrivalDate,
    departureDate: guest.departureDate,
  };
}

/**
 * What the TM30 form needs of one foreign guest, checked against the stay: a nationality from the
 * ISO list other than Thai, a passport number of passport shape, a plausible age, and arrival and
 * departure within the stay (arriving on or after check-in, leaving after arriving and by check-out).
 */
export function checkGuest(guest: Tm30Guest, index: number, stay: { checkIn: string; checkOut: string }): void {
  if (!NAME.test(guest.firstName) || !NAME.test(guest.lastName) || (guest.middleName !== undefined && !NAME.test(guest.middleName))) {
    throw invalid('tm30.nameInvalid', index);
  }
  if (guest.nationality === 'TH') throw invalid('tm30.thaiNationality', index);
  if (!countries.isValid(guest.nationality)) throw invalid('tm30.nationalityUnknown', index);
  if (!PASSPORT_NUMBER.test(guest.passportNumber)) throw invalid('tm30.passportInvalid', index);
  for (const field of ['dateOfBirth', 'arrivalDate', 'departureDate'] as const) {
    if (toVillaDate(guest[field]) === null) throw invalid('tm30.dateInvalid', index, { field });
  }
  if (guest.dateOfBirth > stay.checkIn) throw invalid('tm30.bornAfterArrival', index);
  if (guest.dateOfBirth < addDays(stay.checkIn, -Math.round(MAX_AGE_YEARS * 365.25))) throw invalid('tm30.ageImplausible', index, { max: MAX_AGE_YEARS });
  if (guest.arrivalDate < stay.checkIn || guest.arrivalDate >= stay.checkOut) {
    throw invalid('tm30.arrivalOutsideStay', index, { checkIn: stay.checkIn, checkOut: stay.checkOut });
  }
  if (guest.departureDate <= guest.arrivalDate || guest.departureDate > stay.checkOut) {
    throw invalid('tm30.departureOutsideStay', index, { checkOut: stay.checkOut });
  }
}

/** Every guest checked, and one passport given once. */
export function checkGuests(guests: Tm30Guest[], stay: { checkIn: string; checkOut: string }): void {
  if (guests.length > MAX_TM30_GUESTS) {
    throw new DomainError('validation', `At most ${MAX_TM30_GUESTS} guests`, { code: 'tm30.tooManyGuests', params: { max: MAX_TM30_GUESTS } });
  }
  guests.forEach((guest, index) => checkGuest(guest, index, stay));
  const seen = new Set<string>();
  guests.forEach((guest, index) => {
    const key = `${guest.nationality}:${guest.passportNumber}`;
    if (seen.has(key)) throw invalid('tm30.passportTwice', index);
    seen.add(key);
  });
}
