import { Injectable } from '@nestjs/common';
import { TM30_EVENT_TYPES } from '@baan-talay/contracts';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import type { Tm30Event } from '../domain/tm30.events';

export const TM30_VIEW_PROJECTION = 'tm30-view';

/**
 * tm30_view: one row per booking whose guest answered (or was reminded), with the guests' details
 * while the key opens them (null once erased: a replay reads them as erased too); tm30_settings:
 * the owner's retention.
 */
@Injectable()
@EventHandlerProvider()
export class Tm30ViewProjection implements EventHandlerDefinition {
  readonly name = TM30_VIEW_PROJECTION;
  readonly kind = 'projection' as const;
  readonly eventTypes = TM30_EVENT_TYPES;
  readonly tables = ['tm30_view', 'tm30_settings'] as const;

  async handle(recorded: RecordedEvent, em: EntityManager): Promise<void> {
    const event = recorded as unknown as Tm30Event;
    const at = recorded.metadata.occurredAt;
    const upsert = (columns: string, values: unknown[]) =>
      em.query(
        `INSERT INTO tm30_view (booking_id, ${columns}, updated_at) VALUES ($1, ${values.map((_, i) => `$${i + 2}`).join(', ')}, $${values.length + 2})
         ON CONFLICT (booking_id) DO UPDATE SET ${columns.split(', ').map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = EXCLUDED.updated_at`,
        [event.type === 'Tm30SettingsChanged' ? null : event.data.bookingId, ...values, at],
      );
    switch (event.type) {
      case 'Tm30DetailsSubmitted': {
        const guests = Array.isArray(event.data.guests) ? event.data.guests : null;
        await upsert('check_in, check_out, guests, foreign_guests, submitted_at', [event.data.checkIn, event.data.checkOut, guests && JSON.stringify(guests), guests?.length ?? 0, at]);
        return;
      }
      case 'Tm30ReceiptRecorded':
        await upsert('receipt_number, filed_at', [event.data.receiptNumber, at]);
        return;
      case 'Tm30ReminderSent':
        await upsert('reminder_sent_at', [at]);
        return;
      case 'Tm30PersonalDataErased':
        await upsert('guests, erased_at', [null, at]);
        return;
      case 'Tm30SettingsChanged':
        await em.query(
          `INSERT INTO tm30_settings (id, retention_days) VALUES ('main', $1) ON CONFLICT (id) DO UPDATE SET retention_days = EXCLUDED.retention_days`,
          [event.data.retentionDays],
        );
        return;
      default: {
        const never: never = event;
        throw new Error(`Unknown TM30 event ${(never as { type: string }).type}`);
      }
    }
  }
}
