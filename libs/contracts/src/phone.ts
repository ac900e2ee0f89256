import { AsYouType, getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';

export type { CountryCode };

/** What guests type between digits: "(081) 234-5678", "+44 7700 900123", "081.234.5678". */
const SEPARATORS = /[\s\-().]/g;
const THAI_LOCAL = /^\d{10}$/;

/** The spec's Thai rule (SPEC §5) and the one for numbers with a country code. */
export type PhoneErrorCode = 'booking.phoneInvalid' | 'booking.phoneInvalidInternational';

export type PhoneCheck = { ok: true; phone: string } | { ok: false; code: PhoneErrorCode };

/**
 * The one phone rule of the site (docs/rules.md). A Thai number is 10 digits and kept as typed
 * without separators (SPEC §5); a number with `+` and a country code, or typed after picking another
 * country, is kept in E.164 when its length is one that country uses. Possible rather than valid:
 * the stricter check refuses ranges real guests are given, e.g. the UK's 07700 900xxx.
 */
export function checkPhone(input: string, country: CountryCode = 'TH'): PhoneCheck {
  const compact = input.trim().replace(SEPARATORS, '');
  if (!compact.startsWith('+') && country === 'TH') {
    return THAI_LOCAL.test(compact) ? { ok: true, phone: compact } : { ok: false, code: 'booking.phoneInvalid' };
  }
  const parsed = /^\+?\d+$/.test(compact) ? parsePhoneNumberFromString(compact, country) : undefined;
  return parsed?.isPossible() ? { ok: true, phone: parsed.number } : { ok: false, code: 'booking.phoneInvalidInternational' };
}

/** A stored number as people read it: E.164 in international format ("+44 7700 900123"), a Thai one as kept. */
export function formatPhone(stored: string): string {
  if (!stored.startsWith('+')) return stored;
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}

/** The country a stored number belongs to, for a form that shows it again; Thailand when unknown. */
export function phoneCountry(stored: string | undefined): CountryCode {
  const parsed = stored?.startsWith('+') ? parsePhoneNumberFromString(stored) : undefined;
  return parsed?.country ?? parsed?.getPossibleCountries()[0] ?? 'TH';
}

/**
 * The country a number being typed with `+` names, as soon as its calling code says one: "+44 7"
 * is the United Kingdom, "+1 415" the United States (a shared code's main country, as the
 * library's metadata lists it first, until the digits tell which). Undefined while there is no `+`
 * or no calling code yet.
 */
export function typedPhoneCountry(input: string): CountryCode | undefined {
  const compact = input.trim().replace(SEPARATORS, '');
  if (!/^\+\d+$/.test(compact)) return undefined;
  const typing = new AsYouType();
  typing.input(compact);
  const callingCode = typing.getCallingCode();
  if (!callingCode) return undefined;
  return typing.getCountry() ?? (metadata.country_calling_codes[callingCode]?.[0] as CountryCode | undefined);
}

export interface PhoneCountryOption {
  country: CountryCode;
  callingCode: string;
}

/** Every country with its calling code, Thailand first (most guests), the rest in code order. */
export function phoneCountries(): PhoneCountryOption[] {
  const rest = getCountries()
    .filter((country) => country !== 'TH')
    .map((country) => ({ country, callingCode: getCountryCallingCode(country) }));
  return [{ country: 'TH', callingCode: getCountryCallingCode('TH') }, ...rest];
}
