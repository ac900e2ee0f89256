import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes an offline rebuild dropped from a projection's emptied tables, to build them once the rows
 * are in (one sort each instead of an update per row; issue 36). The rebuild builds them at its end;
 * an instance that becomes the subscriptions leader builds any left by a rebuild that was stopped.
 */
export class ProjectionDeferredIndexes1760000009610 implements MigrationInterface {
  name = 'ProjectionDeferredIndexes1760000009610';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE projection_deferred_indexes (
        index_name text PRIMARY KEY,
        table_name text NOT NULL,
        handler text NOT NULL,
        definition text NOT NULL,
        deferred_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE projection_deferred_indexes');
  }
}
