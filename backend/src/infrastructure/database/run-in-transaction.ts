import type { DataSource } from 'typeorm';
import type { RunInTransaction } from '../../event-store/event-store.port';

/** The port's RunInTransaction over the app's TypeORM data source (no ORM type reaches the callback). */
export function runInTransaction(dataSource: DataSource): RunInTransaction {
  return (work) => dataSource.transaction((em) => work({ query: (sql, params) => em.query(sql, params as unknown[]) }));
}
