import type { AuditDescription } from '@baan-talay/contracts';
import { describe, field, value } from './audit-values';

type Data = Record<string, unknown>;

/**
 * TM30 details and reviews (issue 32), told without the personal values: the guests of a TM30
 * submission by their number only, a review by its stars.
 */
export function describeGuestExtraEvent(type: string, d: Data): AuditDescription | null {
  switch (type) {
    case 'Tm30DetailsSubmitted':
      return describe(type, { params: { count: value('number', Array.isArray(d.guests) ? d.guests.length : null) } });
    case 'Tm30ReceiptRecorded':
      return describe(type, { params: { receiptNumber: value('text', d.receiptNumber) } });
    case 'Tm30PersonalDataErased':
      return describe(d.reason === 'retention' ? 'Tm30PersonalDataErasedRetention' : type);
    case 'Tm30SettingsChanged':
      return describe(type, { fields: [field('retentionDays', 'number', d.retentionDays)] });
    case 'ReviewSubmitted':
      return describe(type, { params: { rating: value('number', d.rating) }, fields: [field('comment', 'text', d.comment)] });
    case 'ReviewAnswered':
      return describe(type, { fields: [field('answer', 'text', d.answer)] });
    case 'Tm30ReminderSent':
    case 'ReviewPublished':
    case 'ReviewHidden':
    case 'ReviewPersonalDataErased':
      return describe(type);
    default:
      return null;
  }
}
