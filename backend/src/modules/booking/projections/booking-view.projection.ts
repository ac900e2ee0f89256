import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import { BOOKING_EVENT_TYPES, BookingEvent } from '../domain/booking.events';
import { splitCustomerName } from '../domain/booking.state';
import { bookingReference } from './booking-dto.mapper';

export const BOOKING_VIEW_PROJECTION = 'booking-view';

type Columns = Record<string, unknown>;

/** Keeps booking_view, one row per booking, from the booking streams. */
@EventHandlerProvider()
@Injectable()
export class BookingViewProjection implements EventHandlerDefinition {
  readonly name = BOOKING_VIEW_PROJECTION;
  readonly kind = 'projection';
  readonly eventTypes = BOOKING_EVENT_TYPES;
  readonly tables = ['booking_view'];

  async handle(recorded: RecordedEvent, em: EntityManager): Promise<void> {
    const event = recorded as unknown as BookingEvent;
    if (event.type === 'BookingCreated') return this.insert(recorded, event.data, em);
    const at = recorded.metadata.occurredAt;
    const columns = this.columns(event, at);
    const names = Object.keys(columns);
    const sets = names.map((name, i) => `${name} = $${i + 4}`);
    await em.query(
      `UPDATE booking_view SET ${[...sets, 'version = $2', 'updated_at = $3'].join(', ')} WHERE id = $1`,
      [event.data.bookingId, recorded.streamVersion, at, ...names.map((name) => columns[name])],
    );
  }

  private columns(event: Exclude<BookingEvent, { type: 'BookingCreated' }>, at: string): Columns {
    switch (event.type) {
      case 'CustomerInfoAdded': {
        const { firstName, lastName, email, phone, guests, specialRequests } = event.data;
        const columns: Columns = { customer_first_name: firstName, customer_last_name: lastName, customer_email: email, customer_phone: phone };
        if (guests !== undefined) columns.guests = guests;
        if (specialRequests !== undefined) columns.special_requests = specialRequests;
        return columns;
      }
      case 'PaymentMethodChosen':
        return { payment_method: event.data.paymentMethod };
      case 'SlipAttached': {
        const { bookingId: _, ...slip } = event.data;
        return { status: 'in_review', slip: JSON.stringify(slip), payment_slip_url: slip.url, slip_rejection_reason: null };
      }
      case 'SlipCleared': {
        const columns: Columns = { status: 'pending_payment', slip: null, payment_slip_url: null };
        if (event.data.paymentDeadline) columns.payment_deadline = event.data.paymentDeadline;
        if (event.data.by === 'admin') columns.slip_rejection_reason = event.data.reason ?? null;
        return columns;
      }
      case 'BookingConfirmed':
        return { status: 'confirmed', confirmed_at: at };
      case 'BookingExpired':
        return { status: 'expired' };
      case 'BookingCancelled':
        return { status: 'cancelled', cancel_reason: event.data.reason ?? null };
      case 'BookingDetailsChanged': {
        const { customerName, checkIn, checkOut, guests, totalOverride, breakdown } = event.data.changes;
        const columns: Columns = {};
        if (customerName !== undefined) {
          const { firstName, lastName } = splitCustomerName(customerName);
          Object.assign(columns, { customer_first_name: firstName, customer_last_name: lastName });
        }
        if (checkIn !== undefined) columns.check_in = checkIn;
        if (checkOut !== undefined) columns.check_out = checkOut;
        if (guests !== undefined) columns.guests = guests;
        if (totalOverride !== undefined) columns.total_override = totalOverride;
        if (breakdown !== undefined) Object.assign(columns, { breakdown: JSON.stringify(breakdown), quoted_total: breakdown.total });
        return columns;
      }
      case 'BookingDeleted':
        return { deleted: true, deleted_at: at };
      case 'ConfirmationEmailSent':
        return { confirmation_email_sent_at: at, confirmation_email_to: event.data.to };
    }
  }

  private async insert(recorded: RecordedEvent, data: Extract<BookingEvent, { type: 'BookingCreated' }>['data'], em: EntityManager) {
    await em.query(
      `INSERT INTO booking_view (id, reference, status, check_in, check_out, rooms, guests, quoted_total, total_override,
         breakdown, payment_method, special_requests, language, payment_deadline, access_token_hash, created_by,
         version, created_at, updated_at)
       VALUES ($1, $2, 'pending_payment', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17)`,
      [
        data.bookingId,
        bookingReference(data.bookingId),
        data.checkIn,
        data.checkOut,
        data.rooms,
        data.guests,
        data.breakdown.total,
        data.totalOverride,
        JSON.stringify(data.breakdown),
        data.paymentMethod,
        data.specialRequests,
        data.language,
        data.paymentDeadline,
        data.accessTokenHash,
        recorded.metadata.actor.kind === 'admin' ? 'admin' : 'guest',
        recorded.streamVersion,
        recorded.metadata.occurredAt,
      ],
    );
  }
}
