import type { AuditDescription } from '@baan-talay/contracts';
import { describe, field, value } from './audit-values';

type Data = Record<string, unknown>;

const EMAIL_SENTENCES: Record<string, string> = {
  pre_arrival: 'GuestEmailPreArrivalChanged',
  checkout_morning: 'GuestEmailCheckoutChanged',
  thank_you: 'GuestEmailThankYouChanged',
};

/** A guest's arrival details (ArrivalDetailsGiven on the booking stream). */
export function describeArrival(d: Data): AuditDescription {
  return describe('ArrivalDetailsGiven', {
    params: { adults: value('number', d.adults), children: value('number', d.children) },
    fields: [
      ...(d.arrivalTime ? [field('arrivalTime', 'text', d.arrivalTime)] : []),
      ...(d.flight ? [field('flight', 'text', d.flight)] : []),
    ],
  });
}

/** The owner's guest-portal settings: house manual, secrets (names only: values are never events), e-mails. */
export function describeGuestPortalEvent(type: string, d: Data): AuditDescription | null {
  switch (type) {
    case 'HouseManualChanged':
      return describe(type, { params: { count: value('number', Array.isArray(d.sections) ? d.sections.length : 0) } });
    case 'PortalSecretsChanged': {
      const labels = Array.isArray(d.labels) ? (d.labels as { label?: { en?: string } }[]).map((item) => item.label?.en ?? '') : [];
      return describe(type, { params: { labels: value('text', labels.filter(Boolean).join(', ')) } });
    }
    case 'PortalSettingsChanged':
      return describe(type, {
        fields: [field('secretsDaysBefore', 'number', d.secretsDaysBefore), field('preArrivalDaysBefore', 'number', d.preArrivalDaysBefore)],
      });
    case 'GuestEmailTemplateChanged':
      return describe(EMAIL_SENTENCES[String(d.kind)] ?? 'GuestEmailPreArrivalChanged', { fields: [field('enabled', 'boolean', d.enabled)] });
    default:
      return null;
  }
}
