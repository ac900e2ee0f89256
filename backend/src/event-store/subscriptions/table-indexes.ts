import type { EntityManager } from 'typeorm';

export interface TableIndex {
  table: string;
  name: string;
  /** CREATE INDEX … as pg_get_indexdef gives it (the table named with its schema when outside the search path). */
  definition: string;
  unique: boolean;
  /** The constraint the index backs (a primary key, a unique or exclusion constraint), if any. */
  constraint: string | null;
  constraintDefinition: string | null;
}

/** The indexes of these tables of the public schema. */
export function indexesOf(em: EntityManager, tables: readonly string[]): Promise<TableIndex[]> {
  return em.query(
    `SELECT t.relname AS "table", i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition, x.indisunique AS "unique",
            c.conname AS "constraint", pg_get_constraintdef(c.oid) AS "constraintDefinition"
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       LEFT JOIN pg_constraint c ON c.conindid = x.indexrelid AND c.conrelid = t.oid
      WHERE n.nspname = 'public' AND t.relname = ANY($1) ORDER BY i.relname`,
    [tables],
  );
}

/** Indexes a table's writes do not need (no key, no uniqueness): built after a bulk load instead. */
export const deferrable = (index: TableIndex): boolean => !index.constraint && !index.unique;
