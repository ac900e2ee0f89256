import { LINE_ID_PATTERN, VILLA_TIME_PATTERN, compactContactPhone, promptPayDigits, villaNumberRange } from '@baan-talay/contracts';
import { DomainError, ErrorParams } from '../../../shared/domain-error';
import type { BankAccountDto, LocalizedText, RoomDto, TextField, Villa, VillaPolicies } from './villa.state';
import { MAX_ROOM_IMAGES } from './villa.state';

export const invalid = (code: string, message: string, params?: ErrorParams): DomainError =>
  new DomainError('validation', message, { code, params });

const TEXT_LIMITS: Record<TextField, number> = { name: 100, title: 200, description: 5000, beachfront: 300, location: 300, privacyNotice: 20000,
  houseRules: 5000, cancellationPolicy: 5000, address: 500 };

export function assertNumber(field: string, value: number): void {
  const [min, max] = villaNumberRange(field);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw invalid('villa.numberOutOfRange', `${field} must be a whole number from ${min} to ${max}`, { field, min, max });
  }
}

export function assertText(field: TextField, value: string): void {
  if (typeof value !== 'string' || value.length > TEXT_LIMITS[field]) {
    throw invalid('villa.textTooLong', `${field} must be text of at most ${TEXT_LIMITS[field]} characters`, { field, max: TEXT_LIMITS[field] });
  }
}

/** Check-in/out times, contact channels and the map pin, trimmed and checked; '' / null clear one. */
export function normalizePolicy(field: keyof VillaPolicies, value: unknown): string | number | null {
  if (field === 'mapLatitude' || field === 'mapLongitude') {
    if (value === null) return null;
    const max = field === 'mapLatitude' ? 90 : 180;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < -max || value > max) {
      throw invalid('villa.coordinateOutOfRange', `${field} must be a number from ${-max} to ${max}`, { field, min: -max, max });
    }
    return value;
  }
  if (typeof value !== 'string') throw invalid('villa.textTooLong', `${field} must be text`, { field, max: 100 });
  const text = value.trim();
  if (text === '') return '';
  switch (field) {
    case 'checkInTime':
    case 'checkOutTime':
      if (!VILLA_TIME_PATTERN.test(text)) throw invalid('villa.timeInvalid', `${field} must be a time as HH:MM (24 h), e.g. 14:00`, { field });
      return text;
    case 'contactPhone':
    case 'contactWhatsApp': {
      const compact = compactContactPhone(text);
      if (compact === null) throw invalid('villa.phoneInvalid', `${field} must be a phone number of 6 to 15 digits, e.g. +66 81 234 5678`, { field });
      // WhatsApp links take the digits alone (country code first); a phone keeps how the owner wrote it.
      return field === 'contactWhatsApp' ? compact.replace('+', '') : text;
    }
    case 'contactEmail':
      if (text.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) throw invalid('villa.emailInvalid', `${field} must be an e-mail address`, { field });
      return text;
    case 'contactLineId':
      if (!LINE_ID_PATTERN.test(text)) throw invalid('villa.lineIdInvalid', `${field} must be a LINE ID (letters, digits, . _ -)`, { field });
      return text;
    default:
      return text;
  }
}

/** A Thai mobile number (10 digits), a tax id (13) or an e-wallet id (15): what PromptPay accepts. */
export function normalizePromptPayId(value: string | null): string | null {
  if (value === null) return null;
  if (/^[\s-]*$/.test(value)) return null;
  const digits = promptPayDigits(value);
  if (digits === null) {
    throw invalid('villa.promptPayIdInvalid', 'PromptPay id must be a 10-digit phone number, a 13-digit tax id or a 15-digit e-wallet id');
  }
  return digits;
}

/** Rules that span fields, checked on the villa as it would be after a change. */
export function assertVilla(villa: Villa): void {
  // `field` names the form field the admin corrects (the SPA shows the message under it).
  if (villa.minRooms > villa.bedrooms) throw invalid('villa.minRoomsAboveBedrooms', 'minRooms cannot be more than bedrooms', { field: 'minRooms' });
  if (villa.minNights > villa.maxNights) throw invalid('villa.minNightsAboveMaxNights', 'minNights cannot be more than maxNights', { field: 'minNights' });
  for (const [discounted, regular] of [['weekdayDiscountedPrice', 'weekdayPrice'], ['weekendDiscountedPrice', 'weekendPrice']] as const) {
    // 0 means no discount; a discount at or above the regular price would charge more, not less.
    if (villa[discounted] > 0 && villa[discounted] >= villa[regular]) {
      throw invalid('villa.discountNotBelowPrice', `${discounted} must be lower than ${regular}`, { field: discounted });
    }
  }
  if (!villa.name.en.trim() && !villa.name.th.trim()) throw invalid('villa.nameRequired', 'The villa needs a name');
}

function requiredText(value: unknown, field: string, max: number): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw invalid('villa.fieldRequired', `${field}: This field is required`, { field });
  if (text.length > max) throw invalid('villa.textTooLong', `${field} must be at most ${max} characters`, { field, max });
  return text;
}

export function normalizeBankAccount(account: BankAccountDto): BankAccountDto {
  return {
    id: requiredText(account.id, 'id', 100),
    bankName: requiredText(account.bankName, 'bankName', 100),
    accountNumber: requiredText(account.accountNumber, 'accountNumber', 40),
    accountName: requiredText(account.accountName, 'accountName', 200),
  };
}

function localized(value: LocalizedText, field: string, max: number): LocalizedText {
  const th = typeof value?.th === 'string' ? value.th.trim() : '';
  const en = typeof value?.en === 'string' ? value.en.trim() : '';
  if (!th && !en) throw invalid('villa.fieldRequired', `${field}: This field is required`, { field });
  if (th.length > max || en.length > max) throw invalid('villa.textTooLong', `${field} must be at most ${max} characters`, { field, max });
  return { th, en };
}

export function normalizeRoomFields(room: Partial<Omit<RoomDto, 'id'>>): Partial<Omit<RoomDto, 'id'>> {
  const result: Partial<Omit<RoomDto, 'id'>> = {};
  if (room.name !== undefined) result.name = localized(room.name, 'name', 100);
  if (room.description !== undefined) {
    result.description = { th: room.description?.th?.trim() ?? '', en: room.description?.en?.trim() ?? '' };
    if (result.description.th.length > 2000 || result.description.en.length > 2000) {
      throw invalid('villa.textTooLong', 'description must be at most 2000 characters', { field: 'description', max: 2000 });
    }
  }
  if (room.images !== undefined) {
    if (!Array.isArray(room.images) || room.images.some((url) => typeof url !== 'string' || !url)) {
      throw invalid('villa.imagesNotUrls', 'images must be a list of URLs');
    }
    if (room.images.length > MAX_ROOM_IMAGES) throw invalid('villa.tooManyRoomImages', `A room can have at most ${MAX_ROOM_IMAGES} images`, { max: MAX_ROOM_IMAGES });
    result.images = [...room.images];
  }
  return result;
}
