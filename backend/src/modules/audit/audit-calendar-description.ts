import type { AuditDescription } from '@baan-talay/contracts';
import { describe, field, value } from './audit-values';

type Data = Record<string, unknown>;

/**
 * The calendar stream's events, told from what each carries: the stream holds every import of every
 * channel, too long to replay for a page of the log, so a removal says what was removed only by kind.
 */
export function describeCalendarEvent(type: string, d: Data): AuditDescription | null {
  const nights = { from: value('date', d.from), to: value('date', d.to) };
  switch (type) {
    case 'NightsBlocked':
      return describe(type, {
        params: { ...nights, reason: value('blockReason', d.reason) },
        fields: typeof d.note === 'string' && d.note ? [field('note', 'text', d.note)] : [],
      });
    case 'ExternalCalendarAdded':
      return describe(type, { params: { name: value('text', d.name), channel: value('calendarChannel', d.channel) } });
    case 'ExternalStayImported':
      // A stay whose nights were already held is kept as a conflict for the owner to settle.
      return describe(d.conflict ? 'ExternalStayConflict' : type, { params: nights });
    case 'NightsUnblocked':
    case 'ExternalCalendarRemoved':
    case 'ExternalStayWithdrawn':
      return describe(type);
    default:
      return null;
  }
}
