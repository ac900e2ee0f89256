import { GUEST_EMAIL_KINDS, LANGUAGES, type LocalizedText } from '@baan-talay/contracts';
import type { Decider } from '../../../event-store/decider';
import { DomainError } from '../../../shared/domain-error';
import type { GuestPortalCommand } from './guest-portal.commands';
import type { GuestPortalEvent } from './guest-portal.events';
import { evolveGuestPortal, initialPortalConfig, type GuestPortalConfig } from './guest-portal.state';

export const MAX_SECTIONS = 30;
export const MAX_SECRETS = 20;
const TITLE_MAX = 100;
const BODY_MAX = 5000;
const LABEL_MAX = 60;
const VALUE_MAX = 200;
const SUBJECT_MAX = 200;

const invalid = (code: string, message: string, params: Record<string, string | number> = {}) =>
  new DomainError('validation', message, { code: `portal.${code}`, params });

/** A text in both languages, trimmed; `required`: at least one language has it. */
function localized(text: LocalizedText, field: string, max: number, required: boolean): LocalizedText {
  const out = { th: '', en: '' };
  for (const language of LANGUAGES) {
    const value = typeof text?.[language] === 'string' ? text[language].trim() : '';
    if (value.length > max) throw invalid('textTooLong', `Please use at most ${max} characters`, { field, max });
    out[language] = value;
  }
  if (required && !out.th && !out.en) throw invalid('textRequired', `${field} needs a text in Thai or English`, { field });
  return out;
}

function mapUrl(raw: string): string {
  const url = (raw ?? '').trim();
  if (!url) return '';
  if (url.length > 500 || !/^https:\/\/[^\s]+$/.test(url)) throw invalid('mapUrlInvalid', 'A map link starts with https://', { field: 'mapUrl' });
  return url;
}

function wholeDays(value: number | undefined, fallback: number, field: string, min: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < min || value > 30) throw invalid('daysInvalid', `${field} must be a whole number of days from ${min} to 30`, { field, min, max: 30 });
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The owner's portal settings (`guest-portal-main`): manual, secrets, windows and e-mail texts. */
export function decideGuestPortal(command: GuestPortalCommand, state: GuestPortalConfig): GuestPortalEvent[] {
  switch (command.type) {
    case 'SetHouseManual': {
      if (command.data.sections.length > MAX_SECTIONS) throw invalid('tooManySections', `At most ${MAX_SECTIONS} sections`, { max: MAX_SECTIONS });
      const sections = command.data.sections.map((section) => ({
        id: section.id,
        title: localized(section.title, 'title', TITLE_MAX, true),
        body: localized(section.body, 'body', BODY_MAX, false),
        mapUrl: mapUrl(section.mapUrl),
      }));
      return same(sections, state.manual) ? [] : [{ type: 'HouseManualChanged', data: { sections } }];
    }
    case 'SetPortalSecrets': {
      const { secrets } = command.data;
      if (secrets.length > MAX_SECRETS) throw invalid('tooManySecrets', `At most ${MAX_SECRETS} secrets`, { max: MAX_SECRETS });
      for (const secret of secrets) {
        if (typeof secret.value !== 'string' || !secret.value.trim()) throw invalid('secretValueRequired', 'Each secret needs a value', { field: 'value' });
        if (secret.value.length > VALUE_MAX) throw invalid('textTooLong', `Please use at most ${VALUE_MAX} characters`, { field: 'value', max: VALUE_MAX });
      }
      // Saved every time: a changed value (never in the log) is a change the history must show.
      const labels = secrets.map((secret) => ({ id: secret.id, label: localized(secret.label, 'label', LABEL_MAX, true) }));
      return [{ type: 'PortalSecretsChanged', data: { labels } }];
    }
    case 'SetPortalSettings': {
      const { secretsDaysBefore, preArrivalDaysBefore } = state.settings;
      const settings = {
        secretsDaysBefore: wholeDays(command.data.secretsDaysBefore, secretsDaysBefore, 'secretsDaysBefore', 0),
        preArrivalDaysBefore: wholeDays(command.data.preArrivalDaysBefore, preArrivalDaysBefore, 'preArrivalDaysBefore', 1),
      };
      return same(settings, state.settings) ? [] : [{ type: 'PortalSettingsChanged', data: settings }];
    }
    case 'SetGuestEmailTemplate': {
      const { kind, enabled } = command.data;
      if (!GUEST_EMAIL_KINDS.includes(kind)) throw invalid('emailKindUnknown', 'No such guest e-mail', { field: 'kind' });
      if (typeof enabled !== 'boolean') throw invalid('enabledRequired', 'Say whether the e-mail is sent', { field: 'enabled' });
      const template = {
        kind,
        enabled,
        subject: localized(command.data.subject, 'subject', SUBJECT_MAX, true),
        body: localized(command.data.body, 'body', BODY_MAX, true),
      };
      for (const language of LANGUAGES) {
        if (enabled && (!template.subject[language] || !template.body[language])) {
          throw invalid('emailTextMissing', 'An e-mail that is sent needs its subject and text in Thai and English', { language });
        }
      }
      return same(template, state.emails[kind]) ? [] : [{ type: 'GuestEmailTemplateChanged', data: template }];
    }
    default:
      return assertNever(command);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled: ${JSON.stringify(value)}`);
}

export const guestPortalDecider: Decider<GuestPortalConfig, GuestPortalCommand, GuestPortalEvent> = {
  decide: decideGuestPortal,
  evolve: evolveGuestPortal,
  initialState: initialPortalConfig(),
};
