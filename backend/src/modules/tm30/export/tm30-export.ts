import type { Language, Tm30Guest, Tm30ListItem } from '@baan-talay/contracts';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import th from 'i18n-iso-countries/langs/th.json';

countries.registerLocale(en);
countries.registerLocale(th);

type Stay = Pick<Tm30ListItem, 'reference' | 'checkIn' | 'checkOut'> & { guests: Tm30Guest[] };
type Column = { label: Record<Language, string>; value: (guest: Tm30Guest, stay: Stay, language: Language) => string };

/** Dates as the immigration form writes them: DD/MM/YYYY (Christian era). */
export const formDate = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

const SEX: Record<Tm30Guest['sex'], Record<Language, string>> = { M: { th: 'ชาย', en: 'Male' }, F: { th: 'หญิง', en: 'Female' } };

/**
 * The columns in the order of the TM30 form's person section (and its multi-person upload sheet):
 * passport number, nationality, first, middle and last name, sex, date of birth, then the dates of
 * the stay, with the booking reference last for the owner's own filing.
 */
export const TM30_COLUMNS: Column[] = [
  { label: { th: 'เลขหนังสือเดินทาง', en: 'Passport No.' }, value: (g) => g.passportNumber },
  { label: { th: 'สัญชาติ', en: 'Nationality' }, value: (g, _s, l) => `${countries.alpha2ToAlpha3(g.nationality) ?? g.nationality} ${countries.getName(g.nationality, l) ?? ''}`.trim() },
  { label: { th: 'ชื่อ', en: 'First name' }, value: (g) => g.firstName },
  { label: { th: 'ชื่อกลาง', en: 'Middle name' }, value: (g) => g.middleName ?? '' },
  { label: { th: 'นามสกุล', en: 'Last name' }, value: (g) => g.lastName },
  { label: { th: 'เพศ', en: 'Sex' }, value: (g, _s, l) => SEX[g.sex][l] },
  { label: { th: 'วันเกิด', en: 'Date of birth' }, value: (g) => formDate(g.dateOfBirth) },
  { label: { th: 'วันที่เข้าพัก', en: 'Arrival date' }, value: (g) => formDate(g.arrivalDate) },
  { label: { th: 'วันที่ออกจากที่พัก', en: 'Departure date' }, value: (g) => formDate(g.departureDate) },
  { label: { th: 'เลขที่การจอง', en: 'Booking reference' }, value: (_g, s) => s.reference },
];

export const tm30Header = (language: Language): string[] => [language === 'th' ? 'ลำดับ' : 'No.', ...TM30_COLUMNS.map((c) => c.label[language])];

/** One row per foreign guest of the given stays, numbered from 1, in the header's order. */
export function tm30Rows(stays: Stay[], language: Language): string[][] {
  const guests = stays.flatMap((stay) => stay.guests.map((guest) => ({ guest, stay })));
  return guests.map(({ guest, stay }, i) => [String(i + 1), ...TM30_COLUMNS.map((column) => column.value(guest, stay, language))]);
}

const cell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** CSV with a byte order mark (Excel then reads the Thai labels as UTF-8). */
export function tm30Csv(stays: Stay[], language: Language): string {
  return `\uFEFF${[tm30Header(language), ...tm30Rows(stays, language)].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
