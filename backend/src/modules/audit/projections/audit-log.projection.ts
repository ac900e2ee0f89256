import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import { auditBookingId, auditChanges } from '../audit-changes';

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
    const { actor, occurredAt } = event.metadata;
    // ON CONFLICT: a redelivered event (e.g. after a crash between commit and ack) is already recorded.
    await em.query(
      `INSERT INTO audit_log (seq, event_id, stream_id, stream_version, booking_id, event_type, occurred_at,
                              actor_kind, actor_id, actor_email, changes)
       SELECT coalesce(max(seq), 0) + 1, $1::uuid, $2::text, $3::int, $4::text, $5::text, $6::timestamptz,
              $7::text, $8::text, $9::text, $10::jsonb
       FROM audit_log
       ON CONFLICT (event_id) DO NOTHING`,
      [
        event.eventId,
        event.streamId,
        event.streamVersion,
        auditBookingId(event.data),
        event.type,
        new Date(occurredAt),
        actor.kind,
        actor.id ?? null,
        actor.email ?? null,
        JSON.stringify(auditChanges(event.data)),
      ],
    );
  }
}
