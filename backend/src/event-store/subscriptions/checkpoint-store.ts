import type { DataSource, EntityManager } from 'typeorm';
import type { EventHandlerDefinition } from './projection';
import { queryPrepared } from '../../infrastructure/database/prepared-query';

export type HandlerState = 'running' | 'retrying' | 'failed' | 'rebuilding';

export interface Checkpoint {
  name: string;
  kind: EventHandlerDefinition['kind'];
  position: string | null;
  state: HandlerState;
  lastError: string | null;
  failedPosition: string | null;
  updatedAt: Date;
}

export interface CheckpointRow {
  name: string;
  kind: Checkpoint['kind'];
  position: string | null;
  state: HandlerState;
  last_error: string | null;
  failed_position: string | null;
  updated_at: Date;
}

export const toCheckpoint = (row: CheckpointRow): Checkpoint => ({
  name: row.name,
  kind: row.kind,
  position: row.position,
  state: row.state,
  lastError: row.last_error,
  failedPosition: row.failed_position,
  updatedAt: row.updated_at,
});

const SAVE_SQL = `INSERT INTO projection_checkpoints (name, kind, position, state, updated_at) VALUES ($1, $2, $3, $4, now())
  ON CONFLICT (name) DO UPDATE SET kind = $2, position = $3, state = $4, last_error = NULL,
    failed_position = NULL, updated_at = now(),
    rebuild_started_at = CASE WHEN $4 = 'rebuilding' THEN projection_checkpoints.rebuild_started_at END`;

const ADVANCE_SQL = `INSERT INTO projection_checkpoints (name, kind, position, state, updated_at) VALUES ($1, $2, $4, 'running', now())
  ON CONFLICT (name) DO UPDATE SET position = $4, updated_at = now()
  WHERE projection_checkpoints.position IS NOT DISTINCT FROM $3 AND projection_checkpoints.state = 'running'
  RETURNING name`;

const SAVE_AT_SQL = `${SAVE_SQL} WHERE projection_checkpoints.position IS NOT DISTINCT FROM $5 RETURNING name`;

/** Another instance moved a handler's checkpoint: it ran the handler too (e.g. while leadership changed hands). */
export class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
}

/** `projection_checkpoints`: one row per projection or reactor, keyed by handler name. */
export class CheckpointStore {
  constructor(private readonly dataSource: DataSource) {}

  async all(): Promise<Checkpoint[]> {
    const rows: CheckpointRow[] = await this.dataSource.query('SELECT * FROM projection_checkpoints ORDER BY name');
    return rows.map(toCheckpoint);
  }

  async get(name: string, em: EntityManager = this.dataSource.manager): Promise<Checkpoint | null> {
    const [row] = (await em.query('SELECT * FROM projection_checkpoints WHERE name = $1', [name])) as CheckpointRow[];
    return row ? toCheckpoint(row) : null;
  }

  /** Moves the checkpoint inside the transaction that wrote the handler's rows; clears errors. */
  async save(em: EntityManager, handler: EventHandlerDefinition, position: string | null, state: HandlerState): Promise<void> {
    await queryPrepared(em, 'checkpoint_save', SAVE_SQL, [handler.name, handler.kind, position, state]);
  }

  /**
   * `save`, but only over `expected`: when another instance has moved the checkpoint meanwhile it
   * throws CheckpointMovedError, so the caller's transaction rolls back and nothing applies twice.
   */
  async saveAt(em: EntityManager, handler: EventHandlerDefinition, expected: string | null, position: string, state: HandlerState): Promise<void> {
    const rows = await queryPrepared(em, 'checkpoint_save_at', SAVE_AT_SQL, [handler.name, handler.kind, position, state, expected]);
    if (rows.length === 0) throw new CheckpointMovedError(`${handler.name}: checkpoint is no longer at ${expected ?? 'the start'}`);
  }

  /**
   * Moves a running handler's checkpoint from `expected` to `position` (past events it ignores);
   * false when the row has moved or changed state since. Creates the row when there is none.
   */
  async advanceIfUnchanged(em: EntityManager, handler: EventHandlerDefinition, expected: string | null, position: string): Promise<boolean> {
    const rows = await queryPrepared(em, 'checkpoint_advance', ADVANCE_SQL, [handler.name, handler.kind, expected, position]);
    return rows.length > 0;
  }

  /** Records a failure without moving the checkpoint (the event is retried, never skipped). */
  async saveProblem(handler: EventHandlerDefinition, state: HandlerState, error: string, failedPosition: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO projection_checkpoints (name, kind, state, last_error, failed_position, updated_at)
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (name) DO UPDATE SET state = $3, last_error = $4, failed_position = $5, updated_at = now()`,
      [handler.name, handler.kind, state, error, failedPosition],
    );
  }

  /** Starts a rebuild: clears the projection's tables and its checkpoint in one transaction. */
  async startRebuild(em: EntityManager, handler: EventHandlerDefinition): Promise<void> {
    const tables = handler.tables ?? [];
    for (const table of tables) {
      if (!/^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/i.test(table)) throw new Error(`Bad table name ${table}`);
    }
    if (tables.length > 0) await em.query(`TRUNCATE ${tables.map((t) => `"${t.split('.').join('"."')}"`).join(', ')}`);
    await this.save(em, handler, null, 'rebuilding');
    // The rebuilt positions are the current store's: the adapter is stamped again at the next start.
    await em.query('UPDATE projection_checkpoints SET rebuild_started_at = now(), adapter = NULL WHERE name = $1', [handler.name]);
  }
}
