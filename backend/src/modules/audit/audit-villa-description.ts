import type { AuditDescription, AuditFieldChange, AuditListChange, AuditValueFormat } from '@baan-talay/contracts';
import { describe, field, value } from './audit-values';

type Data = Record<string, unknown>;
type Localized = Record<string, string>;

interface BankAccount {
  id: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}
interface Room {
  id: string;
  name: Localized;
  description: Localized;
  images: string[];
}

/** What the villa's earlier events said, as far as the audit trail needs it. */
export interface VillaShadow {
  numbers: Record<string, number>;
  texts: Record<string, Record<string, string>>;
  promptPayId: string | null;
  bankDetails: BankAccount[];
  rooms: Room[];
  seasons: Season[];
}

interface Season {
  id: string;
  name: Localized;
  from: string;
  to: string;
}

export const emptyVillaShadow = (): VillaShadow => ({ numbers: {}, texts: {}, promptPayId: null, bankDetails: [], rooms: [], seasons: [] });

const SEASON_FORMATS: Record<string, AuditValueFormat> = { name: 'localized', from: 'date', to: 'date', minNights: 'number' };
const seasonFields = (changes: Data): AuditFieldChange[] =>
  Object.entries(changes)
    .filter(([key]) => key !== 'id')
    .map(([key, after]) => field(`season.${key}`, SEASON_FORMATS[key] ?? 'money', after));

const PRICE_FIELDS = new Set(['weekdayPrice', 'weekdayDiscountedPrice', 'weekendPrice', 'weekendDiscountedPrice', 'priceReductionPerRoom']);
const TEXT_FIELDS = ['name', 'title', 'description', 'beachfront', 'location'];

function numberChanges(changes: Data, shadow: VillaShadow, previous: Data = {}): AuditFieldChange[] {
  return Object.entries(changes).map(([key, after]) => {
    const before = previous[key] ?? shadow.numbers[key];
    shadow.numbers[key] = after as number;
    return field(key, PRICE_FIELDS.has(key) ? 'money' : 'number', after, before ?? null);
  });
}

const bankName = (account: BankAccount) => value('text', `${account.bankName} ${account.accountNumber}`);

function bankAccountChanges(before: BankAccount[], after: BankAccount[]): AuditListChange {
  const old = new Map(before.map((account) => [account.id, account]));
  const kept = new Set(after.map((account) => account.id));
  const changed = after.flatMap((account) => {
    const previous = old.get(account.id);
    if (!previous) return [];
    const fields = (['bankName', 'accountNumber', 'accountName'] as const).filter((key) => previous[key] !== account[key]);
    return fields.length ? [{ name: bankName(account), fields }] : [];
  });
  return {
    list: 'bankAccounts',
    added: after.filter((account) => !old.has(account.id)).map(bankName),
    removed: before.filter((account) => !kept.has(account.id)).map(bankName),
    changed,
  };
}

function roomChanges(room: Room | undefined, changes: Data): AuditFieldChange[] {
  return Object.keys(changes).map((key) => {
    if (key === 'images') return field('images', 'number', (changes.images as unknown[]).length, room?.images.length ?? null);
    return field(`room.${key}`, 'localized', changes[key], room ? (room as unknown as Data)[key] : null);
  });
}

/** Villa stream events; `shadow` is advanced past the event. */
export function describeVillaEvent(type: string, d: Data, shadow: VillaShadow): AuditDescription | null {
  switch (type) {
    case 'VillaCreated': {
      const villa = (d.villa ?? {}) as Data;
      for (const [key, raw] of Object.entries(villa)) if (typeof raw === 'number') shadow.numbers[key] = raw;
      for (const key of TEXT_FIELDS) {
        for (const [language, text] of Object.entries((villa[key] ?? {}) as Localized)) {
          (shadow.texts[language] ??= {})[key] = text;
        }
      }
      shadow.promptPayId = (villa.promptPayId as string | null) ?? null;
      shadow.bankDetails = (villa.bankDetails as BankAccount[]) ?? [];
      shadow.rooms = ((villa.rooms as Room[]) ?? []).map((room) => ({ ...room }));
      shadow.seasons = ((villa.seasons as Season[]) ?? []).map((season) => ({ ...season }));
      return describe(type);
    }
    case 'VillaTextsUpdated': {
      const language = d.language as string;
      const texts = (shadow.texts[language] ??= {});
      const fields = Object.entries((d.texts ?? {}) as Localized).map(([key, after]) => {
        const before = texts[key] ?? null;
        texts[key] = after;
        return field(`text.${key}`, 'text', after, before);
      });
      return describe(type, { params: { language: value('language', language) }, fields });
    }
    case 'VillaDetailsUpdated':
    case 'StayLimitsUpdated':
      return describe(type, { fields: numberChanges((d.changes ?? {}) as Data, shadow) });
    case 'VillaPricingUpdated':
      return describe(type, { fields: numberChanges((d.changes ?? {}) as Data, shadow, (d.previous ?? {}) as Data) });
    case 'PromptPayIdChanged': {
      const before = shadow.promptPayId;
      shadow.promptPayId = (d.promptPayId as string | null) ?? null;
      return describe(type, { fields: [field('promptPayId', 'text', shadow.promptPayId, before)] });
    }
    case 'BankAccountsReplaced': {
      const after = (d.bankDetails ?? []) as BankAccount[];
      const lists = [bankAccountChanges(shadow.bankDetails, after)];
      shadow.bankDetails = after;
      return describe(type, { lists });
    }
    case 'SlidesAdded':
      return describe(type, { params: { count: value('number', ((d.slides ?? []) as unknown[]).length) } });
    case 'RoomAdded': {
      const room = d.room as Room;
      if (room) shadow.rooms.push({ ...room });
      return describe(type, { params: { name: value('localized', room?.name ?? null) } });
    }
    case 'RoomUpdated': {
      const room = shadow.rooms.find((candidate) => candidate.id === d.roomId);
      const changes = (d.changes ?? {}) as Data;
      const name = value('localized', room?.name ?? (changes.name as Localized) ?? null);
      const fields = roomChanges(room, changes);
      if (room) Object.assign(room, changes);
      return describe(type, { params: { name }, fields });
    }
    case 'RoomRemoved': {
      const room = shadow.rooms.find((candidate) => candidate.id === d.roomId);
      shadow.rooms = shadow.rooms.filter((candidate) => candidate.id !== d.roomId);
      return describe(type, { params: { name: value('localized', room?.name ?? null) } });
    }
    case 'SeasonAdded': {
      const season = (d.season ?? {}) as Season;
      shadow.seasons.push({ ...season });
      return describe(type, { params: seasonParams(season), fields: seasonFields((d.season ?? {}) as Data) });
    }
    case 'SeasonUpdated': {
      const season = shadow.seasons.find((candidate) => candidate.id === d.seasonId);
      const changes = (d.changes ?? {}) as Data;
      const params = seasonParams(season ?? (changes as unknown as Season));
      if (season) Object.assign(season, changes);
      return describe(type, { params, fields: seasonFields(changes) });
    }
    case 'SeasonRemoved': {
      const season = shadow.seasons.find((candidate) => candidate.id === d.seasonId);
      shadow.seasons = shadow.seasons.filter((candidate) => candidate.id !== d.seasonId);
      return describe(type, { params: seasonParams(season) });
    }
    case 'VillaPoliciesUpdated':
      return describe(type, {
        fields: Object.entries((d.changes ?? {}) as Data).map(([key, after]) => field(`policy.${key}`, 'text', after)),
      });
    case 'BillingSettingsUpdated':
    case 'PromptPayQrImageSet':
    case 'PromptPayQrImageCleared':
    case 'BackgroundImageSet':
    case 'BackgroundImageCleared':
    case 'SlideRemoved':
      return describe(type);
    default:
      return null;
  }
}

/** A season by its name and nights; params stay present (empty) when an event came without history. */
function seasonParams(season: Partial<Season> | undefined) {
  return { name: value('localized', season?.name ?? null), from: value('date', season?.from), to: value('date', season?.to) };
}
