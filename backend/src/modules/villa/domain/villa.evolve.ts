import type { VillaEvent } from './villa.events';
import { billingOf } from './billing.rule';
import { UNSET_OWNER_FACTS } from './villa.defaults';
import { paymentPlanOf } from './payment-plan.rule';
import type { Villa, VillaState } from './villa.state';


export function evolveVilla(state: VillaState, event: VillaEvent): VillaState {
  if (event.type === 'VillaCreated') return { ...UNSET_OWNER_FACTS, ...event.data.villa };
  if (state === null) return state;
  return applyToVilla(state, event);
}

export function applyToVilla(villa: Villa, event: VillaEvent): Villa {
  switch (event.type) {
    case 'VillaCreated':
      // Villas created before the privacy notice and policies existed start with them empty.
      return { ...UNSET_OWNER_FACTS, ...event.data.villa };
    case 'VillaTextsUpdated': {
      const { language, texts } = event.data;
      const next = { ...villa };
      for (const [field, value] of Object.entries(texts) as [keyof typeof texts, string][]) {
        next[field] = { ...(villa[field] ?? { th: '', en: '' }), [language]: value };
      }
      return next;
    }
    case 'VillaDetailsUpdated':
    case 'VillaPricingUpdated':
    case 'StayLimitsUpdated':
    case 'VillaPoliciesUpdated':
      return { ...villa, ...event.data.changes };
    case 'PaymentPlanUpdated':
      return { ...villa, paymentPlan: { ...paymentPlanOf(villa), ...event.data.changes } };
    case 'PromptPayIdChanged':
      return { ...villa, promptPayId: event.data.promptPayId };
    case 'BankAccountsReplaced':
      return { ...villa, bankDetails: event.data.bankDetails };
    case 'PromptPayQrImageSet':
      return { ...villa, promptPayQrImage: event.data.url };
    case 'PromptPayQrImageCleared':
      return { ...villa, promptPayQrImage: null };
    case 'BackgroundImageSet':
      return { ...villa, backgroundImage: event.data.url };
    case 'BackgroundImageCleared':
      return { ...villa, backgroundImage: null };
    case 'SlidesAdded':
      return { ...villa, slideImages: [...villa.slideImages, ...event.data.slides] };
    case 'SlideRemoved':
      return { ...villa, slideImages: villa.slideImages.filter((slide) => slide.id !== event.data.slideId) };
    case 'RoomAdded':
      return { ...villa, rooms: [...villa.rooms, event.data.room] };
    case 'RoomUpdated':
      return {
        ...villa,
        rooms: villa.rooms.map((room) => (room.id === event.data.roomId ? { ...room, ...event.data.changes } : room)),
      };
    case 'RoomRemoved':
      return { ...villa, rooms: villa.rooms.filter((room) => room.id !== event.data.roomId) };
    case 'SeasonAdded':
      return { ...villa, seasons: [...(villa.seasons ?? []), event.data.season].sort((a, b) => a.from.localeCompare(b.from)) };
    case 'SeasonUpdated':
      return {
        ...villa,
        seasons: (villa.seasons ?? [])
          .map((season) => (season.id === event.data.seasonId ? { ...season, ...event.data.changes } : season))
          .sort((a, b) => a.from.localeCompare(b.from)),
      };
    case 'BillingSettingsUpdated':
      return { ...villa, billing: { ...billingOf(villa), ...event.data.changes } };
    case 'SeasonRemoved':
      return { ...villa, seasons: (villa.seasons ?? []).filter((season) => season.id !== event.data.seasonId) };
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled villa event ${JSON.stringify(unhandled)}`);
    }
  }
}
