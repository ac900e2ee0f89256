import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { EventStore } from '../event-store.port';

/**
 * Checkpoints are positions in one event store's log: those of the other adapter point nowhere
 * meaningful. A start whose projections' checkpoints came from another adapter is refused until
 * they are rebuilt (a rebuild clears the row's adapter). A reactor's effects (e-mails, jobs) already
 * happened under the old store: its checkpoint moves to the new log's head instead of replaying it.
 * Rows without an adapter (written before it was recorded, or reset by a rebuild) are stamped.
 */
export async function assertCheckpointsOf(dataSource: DataSource, store: EventStore): Promise<void> {
  const foreign: Array<{ name: string; kind: string; adapter: string }> = await dataSource.query(
    `SELECT name, kind, adapter FROM projection_checkpoints
      WHERE position IS NOT NULL AND adapter IS NOT NULL AND adapter <> $1 ORDER BY name`,
    [store.adapter],
  );
  const projections = foreign.filter((row) => row.kind === 'projection');
  if (projections.length > 0) {
    throw new Error(
      `EVENT_STORE=${store.adapter}, but the checkpoints of ${projections.map((row) => row.name).join(', ')} are positions ` +
        `in the ${projections[0].adapter} event store. Rebuild the read models from this store first: ` +
        'npm run cli -- projections:rebuild',
    );
  }
  const reactors = foreign.map((row) => row.name);
  if (reactors.length > 0) {
    await dataSource.query(`UPDATE projection_checkpoints SET position = $2, adapter = $3 WHERE name = ANY($1)`, [
      reactors,
      await store.headPosition(),
      store.adapter,
    ]);
    new Logger('Subscriptions').warn(`Reactors ${reactors.join(', ')} moved to the head of the ${store.adapter} log`);
  }
  await dataSource.query(`UPDATE projection_checkpoints SET adapter = $1 WHERE adapter IS NULL`, [store.adapter]);
}
