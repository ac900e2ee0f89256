import type { BookingEvent } from '../../booking';
import { evolveFigures, totalsDelta, type BookingFigures } from './booking-figures';

const ID = '7d0c6c5e-7f8e-4c5a-9d6b-0a1b2c3d4e5f';
const created = (total: number, totalOverride: number | null = null) =>
  ({ type: 'BookingCreated', data: { bookingId: ID, breakdown: { total }, totalOverride } }) as unknown as BookingEvent;
const event = (type: string, data: Record<string, unknown> = {}) => ({ type, data: { bookingId: ID, ...data } }) as unknown as BookingEvent;
const fold = (events: BookingEvent[]) => events.reduce<BookingFigures | undefined>(evolveFigures, undefined);

describe('the dashboard summary’s figures of a booking', () => {
  it('follows the status and the effective total through a booking’s life', () => {
    expect(fold([created(12000)])).toEqual({ status: 'pending_payment', deleted: false, quotedTotal: 12000, totalOverride: null });
    expect(fold([created(12000), event('SlipAttached')])?.status).toBe('in_review');
    expect(fold([created(12000), event('SlipAttached'), event('SlipCleared')])?.status).toBe('pending_payment');
    expect(fold([created(12000), event('BookingConfirmed')])?.status).toBe('confirmed');
    expect(fold([created(12000), event('BookingExpired')])?.status).toBe('expired');
    expect(fold([created(12000), event('BookingConfirmed'), event('BookingCancelled')])?.status).toBe('cancelled');
    expect(fold([created(12000), event('BookingDeleted')])?.deleted).toBe(true);
    const changed = fold([created(12000, 9000), event('BookingDetailsChanged', { changes: { breakdown: { total: 15000 } } })]);
    expect(changed).toMatchObject({ quotedTotal: 15000, totalOverride: 9000 });
    expect(fold([created(12000, 9000), event('BookingDetailsChanged', { changes: { totalOverride: null } })])?.totalOverride).toBeNull();
    expect(fold([created(12000), event('CustomerInfoAdded'), event('BookingNoteAdded'), event('PersonalDataErased')])?.status).toBe('pending_payment');
  });

  it('ignores events of a booking it never saw created', () => {
    expect(fold([event('BookingConfirmed')])).toBeUndefined();
  });

  it('moves a booking from its old status to its new one, with its effective total; a deleted one counts nowhere', () => {
    const pending = fold([created(12000, 9000)])!;
    const confirmed = { ...pending, status: 'confirmed' as const };
    expect(Object.fromEntries(totalsDelta(undefined, pending))).toEqual({ pending_payment: { bookings: 1, totalPrice: 9000 } });
    expect(Object.fromEntries(totalsDelta(pending, confirmed))).toEqual({
      pending_payment: { bookings: -1, totalPrice: -9000 },
      confirmed: { bookings: 1, totalPrice: 9000 },
    });
    expect(Object.fromEntries(totalsDelta(confirmed, { ...confirmed, deleted: true }))).toEqual({ confirmed: { bookings: -1, totalPrice: -9000 } });
    expect(Object.fromEntries(totalsDelta(confirmed, { ...confirmed, totalOverride: 10000 }))).toEqual({ confirmed: { bookings: 0, totalPrice: 1000 } });
  });
});
