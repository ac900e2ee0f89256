import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import { auditBookingId, auditChanges } from '../audit-changes';
import { AuditEntryEntity } from './audit-entry.entity';

export const AUDIT_LOG_PROJECTION = 'audit-log';

/** audit_log: every event of every stream (bookings, villa, admin users) with its actor. */
@Injectable()
@EventHandlerProvider()
export class AuditLogProjection implements EventHandlerDefinition {
  readonly name = AUDIT_LOG_PROJECTION;
  readonly kind = 'projection' as const;
  readonly tables = ['audit_log'] as const;

  async handle(event: RecordedEvent, em: EntityManager): Promise<void> {
    // seq follows the order the runner delivers events in (one at a time, checkpoint order), so a
    // rebuild numbers them exactly as live processing did; no sequence object to reset.
    const [{ next }] = await em.query('SELECT coalesce(max(seq), 0) + 1 AS next FROM audit_log');
    const { actor, occurredAt } = event.metadata;
    await em
      .createQueryBuilder()
      .insert()
      .into(AuditEntryEntity)
      .values({
        seq: Number(next),
        eventId: event.eventId,
        streamId: event.streamId,
        streamVersion: event.streamVersion,
        bookingId: auditBookingId(event.data),
        eventType: event.type,
        occurredAt: new Date(occurredAt),
        actorKind: actor.kind,
        actorId: actor.id ?? null,
        actorEmail: actor.email ?? null,
        changes: auditChanges(event.data),
      })
      // A redelivered event (e.g. after a crash between commit and ack) is already recorded.
      .orIgnore()
      .execute();
  }
}
