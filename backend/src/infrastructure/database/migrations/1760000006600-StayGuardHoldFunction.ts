import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A hold in one statement: the nights' ordered advisory locks and the stay_guard upsert used to be
 * two round trips inside every create's append transaction; stay_guard_hold does both server-side.
 * An overlap still fails with exclusion_violation on stay_guard_no_overlap.
 */
export class StayGuardHoldFunction1760000006600 implements MigrationInterface {
  name = 'StayGuardHoldFunction1760000006600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION stay_guard_hold(p_holder uuid, p_kind text, p_from date, p_to date) RETURNS void LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM stay_guard_lock_nights(p_from, p_to);
        INSERT INTO stay_guard (holder_id, holder_kind, stay) VALUES (p_holder, p_kind, daterange(p_from, p_to, '[)'))
          ON CONFLICT (holder_id) DO UPDATE SET stay = excluded.stay;
      END
      $fn$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION stay_guard_hold(uuid, text, date, date)');
  }
}
