import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The stream table, dropped by 1760000004000 (which recreates it on revert). */
export const ES_STREAMS_TABLE = `
      CREATE TABLE es_streams (
        stream_id text PRIMARY KEY,
        stream_type text NOT NULL,
        version bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`;

/** Superseded by single-statement appends (1760000004000); kept so this migration and its revert stay whole. */
export const ES_APPEND_FUNCTION = `
      CREATE FUNCTION es_append(p_stream_id text, p_stream_type text, p_expected text, p_events jsonb)
      RETURNS TABLE (status text, version bigint, transaction_id text, global_position bigint)
      LANGUAGE plpgsql AS $fn$
      #variable_conflict use_column
      DECLARE
        n integer := jsonb_array_length(p_events);
        v_new bigint;
      BEGIN
        IF p_expected = 'any' THEN
          INSERT INTO es_streams AS s (stream_id, stream_type, version) VALUES (p_stream_id, p_stream_type, n)
            ON CONFLICT (stream_id) DO UPDATE SET version = s.version + n, updated_at = now()
            RETURNING s.version INTO v_new;
        ELSIF p_expected = 'no_stream' OR p_expected = '0' THEN
          INSERT INTO es_streams (stream_id, stream_type, version) VALUES (p_stream_id, p_stream_type, n)
            ON CONFLICT (stream_id) DO NOTHING
            RETURNING es_streams.version INTO v_new;
        ELSIF p_expected = 'stream_exists' THEN
          UPDATE es_streams s SET version = s.version + n, updated_at = now()
            WHERE s.stream_id = p_stream_id RETURNING s.version INTO v_new;
        ELSE
          UPDATE es_streams s SET version = s.version + n, updated_at = now()
            WHERE s.stream_id = p_stream_id AND s.version = p_expected::bigint RETURNING s.version INTO v_new;
        END IF;
        IF v_new IS NULL THEN
          RETURN QUERY SELECT 'conflict'::text, s.version, NULL::text, NULL::bigint
            FROM (SELECT NULL::bigint AS version) d
            LEFT JOIN es_streams s ON s.stream_id = p_stream_id;
          RETURN;
        END IF;

        INSERT INTO es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
          SELECT p_stream_id, v_new - n + x.ord, (x.e->>'eventId')::uuid, x.e->>'type',
                 (x.e->>'schemaVersion')::integer, x.e->'data', x.e->'metadata'
            FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(e, ord)
            ORDER BY x.ord;
        RETURN QUERY SELECT 'ok'::text, v_new, pg_current_xact_id()::text, currval('es_events_global_position_seq');
      END
      $fn$`;

/**
 * The Postgres event store (DESIGN.md §2) and the checkpoints of projections and reactors.
 * `es_append` does the whole append in one statement so a plain append costs one round trip
 * (the store wraps it in a wider transaction only when a command adds transactional writes). It
 * does not NOTIFY: a notifying transaction takes a global lock until its commit is flushed, which
 * would serialise all appends (see PgNotificationChannel).
 */
export class EventStore1760000001000 implements MigrationInterface {
  name = 'EventStore1760000001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(ES_STREAMS_TABLE);
    await queryRunner.query(`
      CREATE TABLE es_events (
        global_position bigserial NOT NULL,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id text NOT NULL,
        stream_version bigint NOT NULL,
        event_id uuid NOT NULL CONSTRAINT es_events_event_id_key UNIQUE,
        event_type text NOT NULL,
        schema_version integer NOT NULL DEFAULT 1,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (stream_id, stream_version)
      )`);
    await queryRunner.query(`CREATE INDEX es_events_checkpoint_idx ON es_events (transaction_id, global_position)`);
    await queryRunner.query(`
      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        kind text NOT NULL,
        position text,
        state text NOT NULL DEFAULT 'running',
        last_error text,
        failed_position text,
        rebuild_started_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Returns status 'ok' with the new version and the last event's position, or 'conflict' with
    // the actual version (NULL: no stream). Re-sent event ids fail on es_events_event_id_key; the
    // store then answers with the first append's result.
    await queryRunner.query(ES_APPEND_FUNCTION);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION es_append(text, text, text, jsonb)');
    await queryRunner.query('DROP TABLE projection_checkpoints');
    await queryRunner.query('DROP TABLE es_events');
    await queryRunner.query('DROP TABLE es_streams');
  }
}
