import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The trigger function as first written; 1760000004200 replaces it and restores it on revert. */
export const STAY_GUARD_FUNCTION = `
      CREATE FUNCTION booking_stay_guard() RETURNS trigger LANGUAGE plpgsql AS $fn$
      DECLARE
        v_booking uuid := (NEW.data->>'bookingId')::uuid;
        v_changes jsonb := NEW.data->'changes';
      BEGIN
        IF NEW.event_type = 'BookingCreated' THEN
          INSERT INTO stay_guard (booking_id, stay)
            VALUES (v_booking, daterange((NEW.data->>'checkIn')::date, (NEW.data->>'checkOut')::date, '[)'));
        ELSIF NEW.event_type = 'BookingDetailsChanged' THEN
          IF v_changes ?| array['checkIn', 'checkOut'] THEN
            UPDATE stay_guard
               SET stay = daterange(coalesce((v_changes->>'checkIn')::date, lower(stay)),
                                    coalesce((v_changes->>'checkOut')::date, upper(stay)), '[)')
             WHERE booking_id = v_booking;
          END IF;
        ELSE
          DELETE FROM stay_guard WHERE booking_id = v_booking;
        END IF;
        RETURN NULL;
      END
      $fn$`;

/**
 * On the Postgres event store the stay guard is kept by a trigger on es_events: the guard row is
 * written by the very statement that appends the booking's events (es_append), in its transaction,
 * so an overlap (23P01) rolls the append back and a plain append stays one round trip instead of
 * four (begin, append, guard, commit). The EventStoreDB adapter has no es_events: there the booking
 * commands pass the same writes as compensated transactional writes (stay-guard.ts).
 * Every rule is stateless: a booking that holds no nights has no row to move or delete.
 */
export class StayGuardTrigger1760000002100 implements MigrationInterface {
  name = 'StayGuardTrigger1760000002100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(STAY_GUARD_FUNCTION);
    await queryRunner.query(`
      CREATE TRIGGER es_events_stay_guard AFTER INSERT ON es_events FOR EACH ROW
        WHEN (NEW.stream_id LIKE 'booking-%' AND NEW.event_type IN
              ('BookingCreated', 'BookingDetailsChanged', 'BookingExpired', 'BookingCancelled', 'BookingDeleted'))
        EXECUTE FUNCTION booking_stay_guard()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER es_events_stay_guard ON es_events');
    await queryRunner.query('DROP FUNCTION booking_stay_guard()');
  }
}
