import type { MigrationInterface, QueryRunner } from 'typeorm';
import { STAY_GUARD_FUNCTION } from './1760000002100-StayGuardTrigger';

/** The trigger function with night locks; 1760000005300 drops it and restores it on revert. */
export const STAY_GUARD_LOCKING_FUNCTION = `
      CREATE OR REPLACE FUNCTION booking_stay_guard() RETURNS trigger LANGUAGE plpgsql AS $fn$
      DECLARE
        v_booking uuid := (NEW.data->>'bookingId')::uuid;
        v_changes jsonb := NEW.data->'changes';
        v_from date;
        v_to date;
      BEGIN
        IF NEW.event_type = 'BookingCreated' THEN
          v_from := (NEW.data->>'checkIn')::date;
          v_to := (NEW.data->>'checkOut')::date;
          PERFORM stay_guard_lock_nights(v_from, v_to);
          INSERT INTO stay_guard (booking_id, stay) VALUES (v_booking, daterange(v_from, v_to, '[)'));
        ELSIF NEW.event_type = 'BookingDetailsChanged' THEN
          IF v_changes ?| array['checkIn', 'checkOut'] THEN
            SELECT coalesce((v_changes->>'checkIn')::date, lower(stay)), coalesce((v_changes->>'checkOut')::date, upper(stay))
              INTO v_from, v_to FROM stay_guard WHERE booking_id = v_booking;
            IF FOUND THEN
              PERFORM stay_guard_lock_nights(v_from, v_to);
              UPDATE stay_guard SET stay = daterange(v_from, v_to, '[)') WHERE booking_id = v_booking;
            END IF;
          END IF;
        ELSE
          DELETE FROM stay_guard WHERE booking_id = v_booking;
        END IF;
        RETURN NULL;
      END
      $fn$`;

/**
 * Two creates whose stays overlap could deadlock inside the exclusion constraint: each inserts its
 * index entry, then each waits for the other's transaction before deciding (seen in CI as
 * "deadlock detected ... while checking exclusion constraint on stay_guard"; one of them got a 500
 * after a second's wait instead of a 409). Now a stay first takes a transaction advisory lock on
 * each of its nights, in date order: overlapping stays share a night, so the second waits for the
 * first to commit and then meets its row; stays that share no night never wait for each other.
 */
export class StayGuardNightLocks1760000004200 implements MigrationInterface {
  name = 'StayGuardNightLocks1760000004200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION stay_guard_lock_nights(p_from date, p_to date) RETURNS void LANGUAGE plpgsql AS $fn$
      BEGIN
        -- One lock per night (class 7214003, days since 2000-01-01), taken in date order.
        PERFORM pg_advisory_xact_lock(7214003, (p_from - date '2000-01-01') + g)
           FROM generate_series(0, p_to - p_from - 1) AS g ORDER BY g;
      END
      $fn$`);
    await queryRunner.query(STAY_GUARD_LOCKING_FUNCTION);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(STAY_GUARD_FUNCTION.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'));
    await queryRunner.query('DROP FUNCTION stay_guard_lock_nights(date, date)');
  }
}
