import type { AuditEntryDto } from '@baan-talay/contracts';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { auditBookingId, auditChanges } from '../audit-changes';
import type { AuditEntryEntity } from '../projections/audit-entry.entity';

export function auditEntryFromRow(row: AuditEntryEntity): AuditEntryDto {
  return {
    id: row.eventId,
    streamId: row.streamId,
    bookingId: row.bookingId,
    type: row.eventType,
    occurredAt: row.occurredAt.toISOString(),
    actor: { kind: row.actorKind, ...(row.actorId ? { id: row.actorId } : {}), ...(row.actorEmail ? { email: row.actorEmail } : {}) },
    changes: row.changes,
  };
}

/** The same entry read straight from a stream (a booking's history needs no projection lag). */
export function auditEntryFromEvent(event: RecordedEvent): AuditEntryDto {
  const { kind, id, email } = event.metadata.actor;
  return {
    id: event.eventId,
    streamId: event.streamId,
    bookingId: auditBookingId(event.data),
    type: event.type,
    occurredAt: new Date(event.metadata.occurredAt).toISOString(),
    actor: { kind, ...(id ? { id } : {}), ...(email ? { email } : {}) },
    changes: auditChanges(event.data),
  };
}
