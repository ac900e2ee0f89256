import type { DataSource, EntityManager } from 'typeorm';
import { buildAndAnalyze } from './bulk-index-build';
import { deferrable, indexesOf, type TableIndex } from './table-indexes';

/** Where an online rebuild builds its copies of the read models, and where the replaced ones go. */
export const SHADOW_SCHEMA = 'rebuild_shadow';
export const RETIRED_SCHEMA = 'rebuild_retired';
/** The runner's own tables, copied empty into the shadow schema so a shadow build has checkpoints and parked events of its own. */
const RUNNER_TABLES = ['projection_checkpoints', 'projection_parked_events'];

const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;
const quoted = (name: string) => `"${name}"`;

/** A live index's definition, on the shadow copy of its table. */
function inShadow(index: TableIndex): string {
  const definition = index.definition.replace(/ ON (ONLY )?public\./, ` ON $1${SHADOW_SCHEMA}.`);
  if (definition === index.definition) throw new Error(`Cannot copy index ${index.name}: ${index.definition}`);
  return definition;
}

/**
 * Shadow copies of read-model tables for a blue-green rebuild: same columns, defaults, generated
 * columns, checks and unique indexes as the live ones (LIKE … INCLUDING ALL); the other indexes are
 * built once the rows are in (one sort each instead of an update per row), then the copies are
 * swapped in (swapIn) with their indexes under the live names.
 */
export class ShadowTables {
  private deferred: TableIndex[] = [];

  constructor(
    private readonly dataSource: DataSource,
    readonly tables: readonly string[],
  ) {
    for (const table of tables) {
      if (!TABLE_NAME.test(table) || RUNNER_TABLES.includes(table)) throw new Error(`An online rebuild cannot shadow table ${table}`);
    }
  }

  /** Drops what an interrupted online rebuild left, then creates the empty copies. */
  async create(): Promise<void> {
    await this.dropSchemas();
    await this.dataSource.transaction(async (em) => {
      await em.query(`CREATE SCHEMA ${SHADOW_SCHEMA}`);
      for (const table of RUNNER_TABLES) await em.query(`CREATE TABLE ${SHADOW_SCHEMA}.${quoted(table)} (LIKE public.${quoted(table)} INCLUDING ALL)`);
      for (const table of this.tables) {
        await em.query(`CREATE TABLE ${SHADOW_SCHEMA}.${quoted(table)} (LIKE public.${quoted(table)} INCLUDING ALL EXCLUDING INDEXES)`);
      }
      const indexes = await indexesOf(em, this.tables);
      // Keys and unique indexes at once (upserts need them), under the live names; the rest after the rows.
      for (const index of indexes) {
        if (index.constraint) {
          await em.query(`ALTER TABLE ${SHADOW_SCHEMA}.${quoted(index.table)} ADD CONSTRAINT ${quoted(index.constraint)} ${index.constraintDefinition}`);
        } else if (index.unique) await em.query(inShadow(index));
      }
      this.deferred = indexes.filter(deferrable);
    });
  }

  /** Builds the deferred indexes on the copies, under the live indexes' names, and gathers statistics. */
  async buildIndexes(): Promise<void> {
    const deferred = this.deferred;
    await buildAndAnalyze(
      this.dataSource,
      this.tables.map((table) => ({ table: `${SHADOW_SCHEMA}.${quoted(table)}`, indexes: deferred.filter((index) => index.table === table).map(inShadow) })),
    );
    this.deferred = [];
  }

  /** Takes the live tables (waits for a batch in flight; readers queue for the moment of the swap). */
  async lockLive(em: EntityManager): Promise<void> {
    if (this.tables.length === 0) return;
    await em.query(`LOCK TABLE ${this.tables.map((table) => `public.${quoted(table)}`).join(', ')} IN ACCESS EXCLUSIVE MODE`);
  }

  /**
   * In the caller's transaction (after lockLive): the live tables move to the retired schema and the
   * copies take their place under the same names, indexes included. A sequence a live column owns
   * stays in public and is owned by the copy's column. Statements prepared on other connections
   * are planned again on their next use, against the new tables.
   */
  async swapIn(em: EntityManager): Promise<void> {
    const owned: { sequence: string; table: string; column: string }[] = await em.query(
      `SELECT s.relname AS sequence, t.relname AS "table", a.attname AS "column"
         FROM pg_depend d JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
         JOIN pg_class t ON t.oid = d.refobjid JOIN pg_namespace n ON n.oid = t.relnamespace
         JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
        WHERE d.deptype = 'a' AND n.nspname = 'public' AND t.relname = ANY($1)`,
      [this.tables],
    );
    for (const { sequence } of owned) await em.query(`ALTER SEQUENCE public.${quoted(sequence)} OWNED BY NONE`);
    await em.query(`CREATE SCHEMA IF NOT EXISTS ${RETIRED_SCHEMA}`);
    for (const table of this.tables) {
      await em.query(`ALTER TABLE public.${quoted(table)} SET SCHEMA ${RETIRED_SCHEMA}`);
      await em.query(`ALTER TABLE ${SHADOW_SCHEMA}.${quoted(table)} SET SCHEMA public`);
    }
    for (const { sequence, table, column } of owned) {
      await em.query(`ALTER SEQUENCE public.${quoted(sequence)} OWNED BY public.${quoted(table)}.${quoted(column)}`);
    }
  }

  /** The old tables (after a swap) and the shadow's leftovers go. */
  async dropSchemas(): Promise<void> {
    await this.dataSource.query(`DROP SCHEMA IF EXISTS ${RETIRED_SCHEMA} CASCADE`);
    await this.dataSource.query(`DROP SCHEMA IF EXISTS ${SHADOW_SCHEMA} CASCADE`);
  }
}
