import { Injectable } from '@nestjs/common';
import { REVIEW_EVENT_TYPES } from '@baan-talay/contracts';
import type { EntityManager } from 'typeorm';
import { ERASED } from '../../../event-store/personal-data';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import type { ReviewEvent } from '../domain/review.events';

export const REVIEW_VIEW_PROJECTION = 'review-view';

/** review_view: one row per reviewed stay, its status and answer; the author null once erased. */
@Injectable()
@EventHandlerProvider()
export class ReviewViewProjection implements EventHandlerDefinition {
  readonly name = REVIEW_VIEW_PROJECTION;
  readonly kind = 'projection' as const;
  readonly eventTypes = REVIEW_EVENT_TYPES;
  readonly tables = ['review_view'] as const;

  async handle(recorded: RecordedEvent, em: EntityManager): Promise<void> {
    const event = recorded as unknown as ReviewEvent;
    const at = recorded.metadata.occurredAt;
    const { bookingId } = event.data;
    const set = (assignments: string, values: unknown[]) =>
      em.query(`UPDATE review_view SET ${assignments}, updated_at = $2 WHERE booking_id = $1`, [bookingId, at, ...values]);
    switch (event.type) {
      case 'ReviewSubmitted': {
        const { rating, comment, language, author, stayMonth } = event.data;
        await em.query(
          `INSERT INTO review_view (booking_id, rating, comment, language, author, stay_month, status, submitted_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $7) ON CONFLICT (booking_id) DO NOTHING`,
          [bookingId, rating, comment, language, author && author !== ERASED ? author : null, stayMonth, at],
        );
        return;
      }
      case 'ReviewPublished':
        await set(`status = 'published'`, []);
        return;
      case 'ReviewHidden':
        await set(`status = 'hidden'`, []);
        return;
      case 'ReviewAnswered':
        await set('answer = $3', [event.data.answer || null]);
        return;
      case 'ReviewPersonalDataErased':
        await set('author = NULL', []);
        return;
      default: {
        const never: never = event;
        throw new Error(`Unknown review event ${(never as { type: string }).type}`);
      }
    }
  }
}
