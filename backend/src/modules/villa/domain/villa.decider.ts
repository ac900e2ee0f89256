import type { Decider } from '../../../event-store/decider';
import { DomainError } from '../../../shared/domain-error';
import type { VillaCommand } from './villa.commands';
import type { VillaEvent } from './villa.events';
import { applyToVilla, evolveVilla } from './villa.evolve';
import { assertVilla, invalid, normalizeBankAccount, normalizeRoomFields } from './villa.rules';
import { MAX_BANK_ACCOUNTS, MAX_ROOMS, MAX_SLIDES, Villa, VillaState } from './villa.state';
import { updateVilla } from './update-villa.rule';
import { decideSeason } from './season.rule';
import { updateBilling } from './billing.rule';

/** The villa's pure decider: one stream, `villa-main`, created with defaults on first start. */
export function decideVilla(command: VillaCommand, state: VillaState): VillaEvent[] {
  if (command.type === 'InitializeVilla') {
    // Every instance tries this on start; only the first one records anything.
    if (state !== null) return [];
    assertVilla(command.data.villa);
    return [{ type: 'VillaCreated', data: { villa: command.data.villa } }];
  }
  if (state === null) throw new DomainError('not_found', 'The villa has not been set up yet', { code: 'villa.notSetUp' });
  return decideOnVilla(command, state);
}

function decideOnVilla(command: Exclude<VillaCommand, { type: 'InitializeVilla' }>, villa: Villa): VillaEvent[] {
  switch (command.type) {
    case 'UpdateVilla':
      return updateVilla(command, villa, applyToVilla);
    case 'SetBankAccounts': {
      const { bankDetails } = command.data;
      if (!Array.isArray(bankDetails)) throw invalid('villa.bankDetailsNotList', 'bankDetails must be a list');
      if (bankDetails.length > MAX_BANK_ACCOUNTS) throw invalid('villa.tooManyBankAccounts', `At most ${MAX_BANK_ACCOUNTS} bank accounts`, { max: MAX_BANK_ACCOUNTS });
      const accounts = bankDetails.map(normalizeBankAccount);
      if (new Set(accounts.map((a) => a.id)).size !== accounts.length) throw invalid('villa.bankAccountIdsNotUnique', 'Bank account ids must be unique');
      if (JSON.stringify(accounts) === JSON.stringify(villa.bankDetails)) return [];
      return [{ type: 'BankAccountsReplaced', data: { bankDetails: accounts } }];
    }
    case 'SetPromptPayQrImage':
      return [{ type: 'PromptPayQrImageSet', data: { url: requiredUrl(command.data.url) } }];
    case 'ClearPromptPayQrImage':
      return villa.promptPayQrImage ? [{ type: 'PromptPayQrImageCleared', data: { previousUrl: villa.promptPayQrImage } }] : [];
    case 'SetBackgroundImage':
      return [{ type: 'BackgroundImageSet', data: { url: requiredUrl(command.data.url) } }];
    case 'ClearBackgroundImage':
      return villa.backgroundImage ? [{ type: 'BackgroundImageCleared', data: { previousUrl: villa.backgroundImage } }] : [];
    case 'AddSlides': {
      const { slides } = command.data;
      if (slides.length === 0) throw invalid('villa.noImageChosen', 'Choose at least one image');
      if (villa.slideImages.length + slides.length > MAX_SLIDES) {
        throw invalid('villa.tooManySlides', `At most ${MAX_SLIDES} slide images; ${MAX_SLIDES - villa.slideImages.length} more can be added`, {
          max: MAX_SLIDES,
          remaining: MAX_SLIDES - villa.slideImages.length,
        });
      }
      return [{ type: 'SlidesAdded', data: { slides: slides.map((s) => ({ id: s.id, url: requiredUrl(s.url) })) } }];
    }
    case 'RemoveSlide': {
      const slide = villa.slideImages.find((s) => s.id === command.data.slideId);
      if (!slide) throw new DomainError('not_found', 'Slide image not found', { code: 'villa.slideNotFound' });
      return [{ type: 'SlideRemoved', data: { slideId: slide.id, url: slide.url } }];
    }
    case 'AddRoom': {
      const { id, ...fields } = command.data.room;
      if (villa.rooms.length >= MAX_ROOMS) throw invalid('villa.tooManyRooms', `At most ${MAX_ROOMS} rooms`, { max: MAX_ROOMS });
      if (villa.rooms.some((room) => room.id === id)) throw new DomainError('conflict', 'This room already exists', { code: 'villa.roomExists' });
      const { name, description, images } = normalizeRoomFields(fields);
      if (!name) throw invalid('villa.fieldRequired', 'name: This field is required', { field: 'name' });
      const room = { id, name, description: description ?? { th: '', en: '' }, images: images ?? [] };
      return [{ type: 'RoomAdded', data: { room } }];
    }
    case 'UpdateRoom': {
      const room = villa.rooms.find((r) => r.id === command.data.roomId);
      if (!room) throw new DomainError('not_found', 'Room not found', { code: 'villa.roomNotFound' });
      const normalized = normalizeRoomFields(command.data.changes);
      const changes = Object.fromEntries(
        Object.entries(normalized).filter(([key, value]) => JSON.stringify(room[key as keyof typeof room]) !== JSON.stringify(value)),
      );
      return Object.keys(changes).length ? [{ type: 'RoomUpdated', data: { roomId: room.id, changes } }] : [];
    }
    case 'RemoveRoom': {
      if (!villa.rooms.some((r) => r.id === command.data.roomId)) throw new DomainError('not_found', 'Room not found', { code: 'villa.roomNotFound' });
      return [{ type: 'RoomRemoved', data: { roomId: command.data.roomId } }];
    }
    case 'AddSeason':
    case 'UpdateSeason':
    case 'RemoveSeason':
      return decideSeason(command, villa);
    case 'UpdateBillingSettings':
      return updateBilling(command, villa);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled villa command ${JSON.stringify(unhandled)}`);
    }
  }
}

function requiredUrl(url: string): string {
  if (typeof url !== 'string' || !url.trim() || url.length > 2000) throw invalid('villa.imageUrlRequired', 'An image URL is required');
  return url.trim();
}

export const villaDecider: Decider<VillaState, VillaCommand, VillaEvent> = {
  decide: decideVilla,
  evolve: evolveVilla,
  initialState: null,
};
