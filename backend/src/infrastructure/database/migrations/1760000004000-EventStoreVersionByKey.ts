import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ES_APPEND_FUNCTION, ES_STREAMS_TABLE } from './1760000001000-EventStore';

/**
 * Appends no longer keep a row per stream: es_events' primary key (stream_id, stream_version) is
 * the optimistic lock (see event-store/postgres/postgres-append.ts). Updating es_streams doubled
 * the rows each append wrote and, with the plpgsql call around it, cost about a third of the
 * append rate; a stream's version is its newest event's, read from that same key.
 */
export class EventStoreVersionByKey1760000004000 implements MigrationInterface {
  name = 'EventStoreVersionByKey1760000004000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION es_append(text, text, text, jsonb)');
    await queryRunner.query('DROP TABLE es_streams');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(ES_STREAMS_TABLE);
    await queryRunner.query(`
      INSERT INTO es_streams (stream_id, stream_type, version, created_at, updated_at)
      SELECT stream_id, split_part(stream_id, '-', 1), max(stream_version), min(created_at), max(created_at)
        FROM es_events GROUP BY stream_id`);
    await queryRunner.query(ES_APPEND_FUNCTION);
  }
}
