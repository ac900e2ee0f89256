import { createHmac } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { DataSource } from 'typeorm';
import { loadOrCreateSecret } from '../../../infrastructure/database/app-secrets';

/** The HMAC key of the guest search's blind indexes, kept in app_secrets like the other app secrets. */
export const BLIND_INDEX_SECRET = 'search-blind-index-key';

/** What the search looks a term up by, each a list of blind tokens. */
export interface BlindTerms {
  /** The term as an e-mail address or a phone number, when it can be one. */
  contact: string[];
  /** One token per word: a booking matches when its name has every word. */
  names: string[];
  /**
   * The term is a whole e-mail address or phone number: its token alone finds the guest (as a
   * substring, an address would read the trigram entries of every address at its domain).
   */
  exact: boolean;
}

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const WHOLE_EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** A whole phone number in E.164 (a Thai one without a country code); null when the text is not one. */
export function normalisedPhone(text: string): string | null {
  const compact = text.trim().replace(/[\s\-().]/g, '');
  if (!/^\+?\d{6,}$/.test(compact)) return null;
  const parsed = parsePhoneNumberFromString(compact, 'TH');
  return parsed?.isPossible() ? parsed.number : null;
}

export const normalisedEmail = (text: string): string | null => {
  const email = text.trim().normalize('NFKC').toLowerCase();
  return EMAIL.test(email) ? email : null;
};

export const nameWords = (text: string): string[] => text.normalize('NFKC').toLowerCase().match(WORD) ?? [];

/**
 * Keyed blind indexes (issue 36): a token is the HMAC-SHA-256, under the search key, of a normalised
 * value with its kind, cut to 128 bits. Equal values give equal tokens, so an index finds them, but
 * a token says nothing about the value without the key (a read-model dump does not list phone
 * numbers by their hashes, as a plain hash of a 10-digit number would).
 */
export class BlindIndex {
  constructor(private readonly key: Buffer) {}

  private token(kind: string, value: string): string {
    return createHmac('sha256', this.key).update(`${kind}:${value}`).digest('base64url').slice(0, 22);
  }

  /** A guest's e-mail and phone (null when there is neither). */
  contactTokens(email: string | null | undefined, phone: string | null | undefined): string[] | null {
    const tokens = [];
    const mail = email ? normalisedEmail(email) : null;
    if (mail) tokens.push(this.token('email', mail));
    const number = phone ? normalisedPhone(phone) : null;
    if (number) tokens.push(this.token('phone', number));
    return tokens.length > 0 ? tokens : null;
  }

  /** Each word of a guest's name, once (null when there is none). */
  nameTokens(...parts: (string | null | undefined)[]): string[] | null {
    const words = [...new Set(parts.flatMap((part) => (part ? nameWords(part) : [])))];
    return words.length > 0 ? words.map((word) => this.token('name', word)) : null;
  }

  /** A search term as the search looks it up. */
  terms(search: string): BlindTerms {
    const contact = [normalisedEmail(search), normalisedPhone(search)].flatMap((value, i) => (value ? [this.token(i === 0 ? 'email' : 'phone', value)] : []));
    const email = normalisedEmail(search);
    const exact = (email !== null && WHOLE_EMAIL.test(email)) || normalisedPhone(search) !== null;
    return { contact, names: exact ? [] : (this.nameTokens(search) ?? []), exact };
  }
}

/** Loads the key once per process (creating it on the first start), outside any caller's transaction. */
export class BlindIndexKey {
  private loaded: Promise<BlindIndex> | null = null;

  get(dataSource: DataSource): Promise<BlindIndex> {
    this.loaded ??= loadOrCreateSecret(dataSource, BLIND_INDEX_SECRET).then(({ value }) => new BlindIndex(Buffer.from(value, 'base64url')));
    this.loaded.catch(() => (this.loaded = null));
    return this.loaded;
  }
}
