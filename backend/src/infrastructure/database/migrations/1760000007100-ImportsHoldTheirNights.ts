import type { MigrationInterface, QueryRunner } from 'typeorm';

/** stay_guard_hold as 1760000006600 made it, for the revert. */
const HOLD_ANY_KIND = `
      CREATE OR REPLACE FUNCTION stay_guard_hold(p_holder uuid, p_kind text, p_from date, p_to date) RETURNS void LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM stay_guard_lock_nights(p_from, p_to);
        INSERT INTO stay_guard (holder_id, holder_kind, stay) VALUES (p_holder, p_kind, daterange(p_from, p_to, '[)'))
          ON CONFLICT (holder_id) DO UPDATE SET stay = excluded.stay;
      END
      $fn$`;

/**
 * Issue 33: an imported stay that overlapped another holder held none of its nights, so a guest
 * could book the rest of it. Now every imported stay holds all its nights, and may overlap other
 * holders (the overlap is the conflict its event records): the exclusion constraint leaves import
 * rows out, and stay_guard_hold refuses a booking or block any import row overlaps on a night the
 * holder does not hold already, with the constraint's own exclusion_violation, so every caller's
 * refusal stays what it was. Both wait on the same night locks, so the check sees every import
 * that got there first, and an import that comes later meets the booking's row.
 */
export class ImportsHoldTheirNights1760000007100 implements MigrationInterface {
  name = 'ImportsHoldTheirNights1760000007100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE stay_guard DROP CONSTRAINT stay_guard_no_overlap');
    await queryRunner.query(`ALTER TABLE stay_guard ADD CONSTRAINT stay_guard_no_overlap EXCLUDE USING gist (stay WITH &&) WHERE (holder_kind <> 'import')`);
    // The constraint's index has no import rows: stay_guard_hold finds the overlapping ones by this one.
    await queryRunner.query(`CREATE INDEX stay_guard_imports ON stay_guard USING gist (stay) WHERE holder_kind = 'import'`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION stay_guard_hold(p_holder uuid, p_kind text, p_from date, p_to date) RETURNS void LANGUAGE plpgsql AS $fn$
      DECLARE
        v_stay daterange := daterange(p_from, p_to, '[)');
        v_held daterange;
      BEGIN
        PERFORM stay_guard_lock_nights(p_from, p_to);
        IF p_kind <> 'import' THEN
          SELECT stay INTO v_held FROM stay_guard WHERE holder_id = p_holder;
          IF EXISTS (SELECT 1 FROM stay_guard i
                      WHERE i.holder_kind = 'import' AND i.stay && v_stay AND (v_held IS NULL OR NOT v_held @> (i.stay * v_stay))) THEN
            RAISE EXCEPTION 'conflicting key value violates exclusion constraint "stay_guard_no_overlap"'
              USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'stay_guard_no_overlap', TABLE = 'stay_guard',
                    DETAIL = format('An imported stay holds nights of %s.', v_stay);
          END IF;
        END IF;
        INSERT INTO stay_guard (holder_id, holder_kind, stay) VALUES (p_holder, p_kind, v_stay)
          ON CONFLICT (holder_id) DO UPDATE SET stay = excluded.stay;
      END
      $fn$`);
    // The stays kept as conflicts until now: calendar_view has them (its projection is current at a deploy).
    await queryRunner.query(`
      INSERT INTO stay_guard (holder_id, holder_kind, stay)
      SELECT (s.value->>'id')::uuid, 'import', daterange((s.value->>'from')::date, (s.value->>'to')::date, '[)')
        FROM calendar_view v, jsonb_each(v.calendar->'stays') AS s
       WHERE v.id = 'main'
      ON CONFLICT (holder_id) DO NOTHING`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Back to one holder a night: an import overlapping a booking, a block or an earlier import lets go.
    await queryRunner.query(`
      DELETE FROM stay_guard i
       WHERE i.holder_kind = 'import'
         AND EXISTS (SELECT 1 FROM stay_guard o
                      WHERE o.holder_id <> i.holder_id AND o.stay && i.stay AND (o.holder_kind <> 'import' OR o.holder_id < i.holder_id))`);
    await queryRunner.query(HOLD_ANY_KIND);
    await queryRunner.query('DROP INDEX stay_guard_imports');
    await queryRunner.query('ALTER TABLE stay_guard DROP CONSTRAINT stay_guard_no_overlap');
    await queryRunner.query('ALTER TABLE stay_guard ADD CONSTRAINT stay_guard_no_overlap EXCLUDE USING gist (stay WITH &&)');
  }
}
