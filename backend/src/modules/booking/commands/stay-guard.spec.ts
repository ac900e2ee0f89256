import type { EntityManager } from 'typeorm';
import { foldEvents } from '../../../event-store/decider';
import { bookingDecider } from '../domain/booking.decider';
import type { BookingEvent } from '../domain/booking.events';
import { BOOKING_ID, created, events } from '../domain/booking.fixtures';
import { stayGuardWrites } from './stay-guard';

/** The compensated writes the EventStoreDB adapter runs (on Postgres a trigger does the same); each hold locks its nights first. */
describe('stayGuardWrites', () => {
  const run = async (history: BookingEvent[], decided: BookingEvent[]) => {
    const queries: [string, unknown[]][] = [];
    const em = { query: async (sql: string, params: unknown[]) => void queries.push([sql.split(' ')[0], params]) } as unknown as EntityManager;
    const writes = stayGuardWrites(decided, foldEvents(bookingDecider, history));
    for (const write of writes) await write.write(em);
    const done = [...queries];
    queries.length = 0;
    for (const write of writes) await write.undo(em);
    return { done, undone: queries };
  };

  it('holds the nights of a new booking, and frees them on undo', async () => {
    expect(await run([], [created()])).toEqual({
      done: [
        ['SELECT', ['2026-03-10', '2026-03-12']],
        ['INSERT', [BOOKING_ID, '2026-03-10', '2026-03-12']],
      ],
      undone: [['DELETE', [BOOKING_ID]]],
    });
  });

  it.each([['expired', events.expired()], ['cancelled', events.cancelled()], ['deleted', events.deleted()]])(
    'frees the nights of a booking %s, and holds them again on undo',
    async (_, event) => {
      expect(await run([created()], [event])).toEqual({
        done: [['DELETE', [BOOKING_ID]]],
        undone: [
          ['SELECT', ['2026-03-10', '2026-03-12']],
          ['INSERT', [BOOKING_ID, '2026-03-10', '2026-03-12']],
        ],
      });
    },
  );

  it('moves the nights of an edit that changes dates, and moves them back on undo', async () => {
    const changed = { type: 'BookingDetailsChanged', data: { bookingId: BOOKING_ID, changes: { checkOut: '2026-03-14' }, previous: {} } } as BookingEvent;
    expect(await run([created()], [changed])).toEqual({
      done: [
        ['SELECT', ['2026-03-10', '2026-03-14']],
        ['UPDATE', [BOOKING_ID, '2026-03-10', '2026-03-14']],
      ],
      undone: [
        ['SELECT', ['2026-03-10', '2026-03-12']],
        ['UPDATE', [BOOKING_ID, '2026-03-10', '2026-03-12']],
      ],
    });
  });

  it('writes nothing for a booking that holds no nights any more', async () => {
    expect(await run([created(), events.cancelled()], [events.deleted('cancelled')])).toEqual({ done: [], undone: [] });
  });
});
