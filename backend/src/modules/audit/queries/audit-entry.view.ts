import { bookingReference, type AuditDescription, type AuditEntryDto } from '@baan-talay/contracts';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import type { AdminUsersReader } from '../../admin-auth';
import { AuditDescriber } from '../audit-description';
import { auditBookingId, auditChanges } from '../audit-changes';
import type { AuditEntryEntity } from '../projections/audit-entry.entity';

/**
 * `changes` are what the row's event changed (auditChanges of its data, read from the log);
 * `description` tells them with what its stream said before (see AuditDescriber).
 */
export function auditEntryFromRow(row: AuditEntryEntity, changes: Record<string, unknown>, description: AuditDescription): AuditEntryDto {
  return {
    id: row.eventId,
    streamId: row.streamId,
    bookingId: row.bookingId,
    bookingReference: row.bookingId ? bookingReference(row.bookingId) : null,
    type: row.eventType,
    occurredAt: row.occurredAt.toISOString(),
    actor: { kind: row.actorKind, ...(row.actorId ? { id: row.actorId } : {}), ...(row.actorEmail ? { email: row.actorEmail } : {}) },
    changes,
    description,
  };
}

/**
 * The same entry read straight from a stream (a booking's history needs no projection lag);
 * `describer` must have seen the stream's earlier events.
 */
export function auditEntryFromEvent(event: RecordedEvent, describer: AuditDescriber): AuditEntryDto {
  const { kind, id, email } = event.metadata.actor;
  const bookingId = auditBookingId(event.data);
  const changes = auditChanges(event.data);
  return {
    id: event.eventId,
    streamId: event.streamId,
    bookingId,
    bookingReference: bookingId ? bookingReference(bookingId) : null,
    type: event.type,
    occurredAt: new Date(event.metadata.occurredAt).toISOString(),
    actor: { kind, ...(id ? { id } : {}), ...(email ? { email } : {}) },
    changes,
    description: describer.describe(event.type, changes),
  };
}

/** Each admin actor with their name: people know each other by name, the e-mail stays beside it. */
export async function withAdminNames(entries: AuditEntryDto[], admins: AdminUsersReader): Promise<AuditEntryDto[]> {
  const ids = entries.flatMap(({ actor }) => (actor.kind === 'admin' && actor.id ? [actor.id] : []));
  const names = await admins.namesOf(ids);
  return entries.map((entry) => {
    const name = entry.actor.kind === 'admin' && entry.actor.id ? names.get(entry.actor.id) : undefined;
    return name ? { ...entry, actor: { ...entry.actor, name } } : entry;
  });
}
