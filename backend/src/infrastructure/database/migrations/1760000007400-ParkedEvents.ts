import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * projection_parked_events: an event a projection or reactor still failed on after its retries
 * (issue 35). The handler's checkpoint moves past it in the same transaction, so one bad event no
 * longer stops the read side; `npm run cli -- projections:parked` lists, retries or skips them. The
 * data is kept with its personal fields erased: the event itself stays in the log, where a retry
 * reads it again.
 */
export class ParkedEvents1760000007400 implements MigrationInterface {
  name = 'ParkedEvents1760000007400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE projection_parked_events (
        id bigserial PRIMARY KEY,
        handler text NOT NULL,
        kind text NOT NULL,
        event_id text NOT NULL,
        stream_id text NOT NULL,
        stream_version integer NOT NULL,
        position text NOT NULL,
        event_type text NOT NULL,
        data jsonb NOT NULL,
        error text NOT NULL,
        attempts integer NOT NULL,
        parked_at timestamptz NOT NULL DEFAULT now(),
        state text NOT NULL DEFAULT 'parked' CHECK (state IN ('parked', 'skipped')),
        resolved_at timestamptz,
        note text,
        UNIQUE (handler, event_id)
      )`);
    await queryRunner.query(`CREATE INDEX projection_parked_events_open ON projection_parked_events (handler, parked_at) WHERE state = 'parked'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE projection_parked_events');
  }
}
