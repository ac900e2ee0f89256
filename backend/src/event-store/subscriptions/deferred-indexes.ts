import type { DataSource, EntityManager } from 'typeorm';
import { buildAndAnalyze } from './bulk-index-build';
import { deferrable, indexesOf } from './table-indexes';

const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * projection_deferred_indexes: an offline rebuild drops the indexes its emptied tables' writes do not
 * need and builds them once the rows are in (one sort each, instead of one update per row). What it
 * dropped is recorded in the transaction that emptied the tables, so a rebuild that is stopped leaves
 * the definitions behind: the rebuild that resumes builds them at its end, and so does an instance
 * becoming the subscriptions leader (which finishes such a rebuild itself).
 */
export class DeferredIndexes {
  constructor(private readonly dataSource: DataSource) {}

  /** In the caller's transaction (the one that empties the tables): drops and records their deferrable indexes. */
  async defer(em: EntityManager, handler: string, tables: readonly string[]): Promise<void> {
    const simple = tables.filter((table) => TABLE_NAME.test(table));
    if (simple.length === 0) return;
    for (const index of (await indexesOf(em, simple)).filter(deferrable)) {
      await em.query(
        `INSERT INTO projection_deferred_indexes (index_name, table_name, handler, definition) VALUES ($1, $2, $3, $4)
         ON CONFLICT (index_name) DO NOTHING`,
        [index.name, index.table, handler, index.definition],
      );
      await em.query(`DROP INDEX public."${index.name}"`);
    }
  }

  /** Builds the recorded indexes of these handlers (every handler's when absent), then forgets them. */
  async restore(handlers?: readonly string[]): Promise<number> {
    const rows: { index_name: string; table_name: string; definition: string }[] = await this.dataSource.query(
      `SELECT index_name, table_name, definition FROM projection_deferred_indexes WHERE $1::text[] IS NULL OR handler = ANY($1) ORDER BY index_name`,
      [handlers ?? null],
    );
    const tables = [...new Set(rows.map((row) => row.table_name))];
    await buildAndAnalyze(
      this.dataSource,
      tables.map((table) => {
        const own = rows.filter((row) => row.table_name === table);
        return {
          table: `public."${table}"`,
          indexes: own.map((row) => row.definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS ')),
          after: () => this.dataSource.query('DELETE FROM projection_deferred_indexes WHERE index_name = ANY($1)', [own.map((row) => row.index_name)]),
        };
      }),
    );
    return rows.length;
  }
}
