import type { MigrationInterface, QueryRunner } from 'typeorm';
import { STAY_GUARD_FUNCTION } from './1760000002100-StayGuardTrigger';
import { STAY_GUARD_LOCKING_FUNCTION } from './1760000004200-StayGuardNightLocks';

/**
 * One no-double-booking rule (stay-guard.ts) for both event stores: the trigger on es_events goes
 * (the event table no longer knows booking streams); the guard's writes run through the port's
 * transactional write on Postgres and through a reservation on EventStoreDB:
 * - stay_reservations: the guard changes of one append, `reserved` before it, then `held` (the
 *   event is in the log) or `released` (it is not, after a timeout), `conflict` when its nights
 *   were taken meanwhile; the reconciler settles what a crash or a lost answer left `reserved`.
 * - stay_guard_conflicts: events whose nights the guard could not hold, for the admins.
 * - projection_checkpoints.adapter: the event store whose positions a checkpoint holds, so a
 *   switch of EVENT_STORE over old checkpoints is refused until the read models are rebuilt.
 */
export class OneStayGuard1760000005300 implements MigrationInterface {
  name = 'OneStayGuard1760000005300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER es_events_stay_guard ON es_events');
    await queryRunner.query('DROP FUNCTION booking_stay_guard()');
    await queryRunner.query(`
      CREATE TABLE stay_reservations (
        event_id uuid PRIMARY KEY,
        stream_id text NOT NULL,
        changes jsonb NOT NULL,
        state text NOT NULL CHECK (state IN ('reserved', 'held', 'released', 'conflict')),
        created_at timestamptz NOT NULL DEFAULT now(),
        settled_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX stay_reservations_open ON stay_reservations (created_at) WHERE state = 'reserved'`);
    await queryRunner.query(`CREATE INDEX stay_reservations_stream ON stay_reservations (stream_id)`);
    await queryRunner.query(`
      CREATE TABLE stay_guard_conflicts (
        event_id uuid PRIMARY KEY,
        booking_id uuid NOT NULL,
        stay daterange NOT NULL,
        detected_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('ALTER TABLE projection_checkpoints ADD COLUMN adapter text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE projection_checkpoints DROP COLUMN adapter');
    await queryRunner.query('DROP TABLE stay_guard_conflicts');
    await queryRunner.query('DROP TABLE stay_reservations');
    await queryRunner.query(STAY_GUARD_FUNCTION);
    await queryRunner.query(STAY_GUARD_LOCKING_FUNCTION);
    await queryRunner.query(`
      CREATE TRIGGER es_events_stay_guard AFTER INSERT ON es_events FOR EACH ROW
        WHEN (NEW.stream_id LIKE 'booking-%' AND NEW.event_type IN
              ('BookingCreated', 'BookingDetailsChanged', 'BookingExpired', 'BookingCancelled', 'BookingDeleted'))
        EXECUTE FUNCTION booking_stay_guard()`);
  }
}
