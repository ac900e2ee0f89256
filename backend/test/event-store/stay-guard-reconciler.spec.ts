import { randomUUID } from 'node:crypto';
import { foldEvents } from '../../src/event-store/decider';
import type { EventStore } from '../../src/event-store/event-store.port';
import { stayOf } from '../../src/modules/booking/commands/booking-holds';
import { RESERVATION_TIMEOUT_MS } from '../../src/modules/stay-guard';
import type { BookingCommand } from '../../src/modules/booking/domain/booking.commands';
import { bookingDecider } from '../../src/modules/booking/domain/booking.decider';
import type { BookingEvent } from '../../src/modules/booking/domain/booking.events';
import { createCommand, quote } from '../../src/modules/booking/domain/booking.fixtures';
import { GUARD_ADAPTERS, GuardProcess, answerLost, startGuardProcess } from './support/guard-adapters';
import { TestDatabase, createTestDatabase } from './support/test-database';

for (const adapter of GUARD_ADAPTERS) {
  if (adapter.skipped) console.warn(`Stay-guard reconciler tests on ${adapter.name} SKIPPED: ${adapter.skipped}`);
  const suite = adapter.skipped ? describe.skip : describe;

  suite(`stay guard by reservation, reconciled with the log (${adapter.name}${adapter.skipped ? `; skipped: ${adapter.skipped}` : ''})`, () => {
    let db: TestDatabase;
    const processes: GuardProcess[] = [];
    const start = async (wrap?: (store: EventStore) => EventStore) => {
      const started = await startGuardProcess(adapter, db.url, wrap);
      processes.push(started);
      return started;
    };

    beforeEach(async () => {
      db = await createTestDatabase();
    });
    afterEach(async () => {
      for (const process of processes.splice(0)) await process.die().catch(() => undefined);
      await db.drop();
    });

    const run = (process: GuardProcess, bookingId: string, command: BookingCommand) =>
      process.runner.run({
        streamId: `booking-${bookingId}`,
        decider: bookingDecider,
        command,
        actor: { kind: 'guest' },
        newStream: command.type === 'CreateBooking',
        aroundAppend: (append, context) => process.reservations.around(append, context),
      });
    const create = (process: GuardProcess, bookingId: string, checkIn = '2031-02-10', checkOut = '2031-02-12') =>
      run(process, bookingId, createCommand({ bookingId, checkIn, checkOut, breakdown: quote(checkIn, checkOut) }));
    const guardOf = async (process: GuardProcess, bookingId: string) =>
      (await process.dataSource.query(`SELECT lower(stay)::text AS lo, upper(stay)::text AS hi FROM stay_guard WHERE holder_id = $1`, [bookingId])).map(
        (row: { lo: string; hi: string }) => [row.lo, row.hi],
      )[0] ?? null;
    const logStay = async (process: GuardProcess, bookingId: string) =>
      stayOf(foldEvents(bookingDecider, (await process.store.readStream(`booking-${bookingId}`)) as unknown as BookingEvent[]));
    const states = async (process: GuardProcess) =>
      (await process.dataSource.query(`SELECT state FROM stay_reservations ORDER BY created_at`)).map((row: { state: string }) => row.state);

    it('holds the nights of an append whose answer was lost after it was written, once a new process reconciles', async () => {
      const bookingId = randomUUID();
      const dying = await start((store) => answerLost(store, true));
      await expect(create(dying, bookingId)).rejects.toThrow('answer to the append was lost');
      expect(await states(dying)).toEqual(['reserved']);
      await dying.die();

      const next = await start();
      const summary = await next.reconciliation.reconcile();
      expect(summary).toEqual({ held: 1, released: 0, repaired: 0, conflicts: 0 });
      expect(await states(next)).toEqual(['held']);
      expect(await logStay(next, bookingId)).toEqual(['2031-02-10', '2031-02-12']);
      expect(await guardOf(next, bookingId)).toEqual(await logStay(next, bookingId));
    });

    it('releases the nights of an append that never reached the log, after the timeout only', async () => {
      const bookingId = randomUUID();
      const dying = await start((store) => answerLost(store, false));
      await expect(create(dying, bookingId)).rejects.toThrow('answer to the append was lost');
      await dying.die();

      const next = await start();
      expect(await next.reconciliation.reconcile()).toEqual({ held: 0, released: 0, repaired: 0, conflicts: 0 });
      expect(await guardOf(next, bookingId)).toEqual(['2031-02-10', '2031-02-12']);
      const later = new Date(Date.now() + RESERVATION_TIMEOUT_MS);
      expect(await next.reconciliation.reconcile(later)).toEqual({ held: 0, released: 1, repaired: 1, conflicts: 0 });
      expect(await states(next)).toEqual(['released']);
      expect(await next.store.readStream(`booking-${bookingId}`)).toEqual([]);
      expect(await guardOf(next, bookingId)).toBeNull();
    });

    it('frees the nights of a cancellation only after its append, and the reconciler finishes a lost one', async () => {
      const bookingId = randomUUID();
      const first = await start();
      await create(first, bookingId);
      const dying = await start((store) => answerLost(store, true));
      await expect(run(dying, bookingId, { type: 'CancelBooking', data: { bookingId } })).rejects.toThrow('answer to the append was lost');
      // The log has the cancellation; the nights are still held until the outcome is known.
      expect(await logStay(dying, bookingId)).toBeNull();
      expect(await guardOf(dying, bookingId)).toEqual(['2031-02-10', '2031-02-12']);
      await dying.die();

      const next = await start();
      expect(await next.reconciliation.reconcile()).toEqual({ held: 1, released: 0, repaired: 1, conflicts: 0 });
      expect(await guardOf(next, bookingId)).toBeNull();
      expect(await states(next)).toEqual(['held', 'held']);
    });

    it('reports a conflict when the nights of an event in the log were taken meanwhile', async () => {
      const [late, other] = [randomUUID(), randomUUID()];
      const dying = await start((store) => answerLost(store, true));
      await expect(create(dying, late)).rejects.toThrow('answer to the append was lost');
      await dying.die();
      // Meanwhile the guard lost the row (e.g. released by a reconciler that read the log too early)
      // and another booking holds an overlapping night.
      const next = await start();
      await next.dataSource.query(`DELETE FROM stay_guard WHERE holder_id = $1`, [late]);
      await create(next, other, '2031-02-11', '2031-02-13');

      expect(await next.reconciliation.reconcile()).toEqual({ held: 1, released: 0, repaired: 0, conflicts: 1 });
      const conflicts = await next.dataSource.query(`SELECT booking_id, lower(stay)::text AS lo FROM stay_guard_conflicts`);
      expect(conflicts).toEqual([{ booking_id: late, lo: '2031-02-10' }]);
      expect(await guardOf(next, other)).toEqual(['2031-02-11', '2031-02-13']);
    });

    it('refuses an overlapping stay before anything reaches the log', async () => {
      const process = await start();
      await create(process, randomUUID());
      const refused = randomUUID();
      await expect(create(process, refused, '2031-02-11', '2031-02-14')).rejects.toMatchObject({ code: '23P01' });
      expect(await process.store.readStream(`booking-${refused}`)).toEqual([]);
      expect(await states(process)).toEqual(['held']);
    });
  });
}
