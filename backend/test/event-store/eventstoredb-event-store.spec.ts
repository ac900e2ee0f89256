import { randomUUID } from 'node:crypto';
import { EventStoreDbEventStore } from '../../src/event-store/eventstoredb/eventstoredb-event-store';
import { UpcasterRegistry } from '../../src/event-store/upcasters';
import { runInTransaction } from '../../src/infrastructure/database/run-in-transaction';
import { CONTRACT_WRITES_SQL, eventStoreContract } from './event-store.contract';
import { createTestDatabase } from './support/test-database';

const connectionString = process.env.EVENTSTORE_CONNECTION_STRING;

if (!connectionString) {
  console.warn(
    'EventStoreDB contract suite SKIPPED: EVENTSTORE_CONNECTION_STRING is not set (no EventStoreDB server here). ' +
      'Run it with e.g. EVENTSTORE_CONNECTION_STRING="esdb://localhost:2113?tls=false" after `docker compose up eventstoredb`.',
  );
}

eventStoreContract(
  `EventStoreDbEventStore${connectionString ? '' : ' (skipped: EVENTSTORE_CONNECTION_STRING is not set)'}`,
  async () => {
    const db = await createTestDatabase();
    await db.dataSource.query(CONTRACT_WRITES_SQL);
    const upcasters = new UpcasterRegistry();
    const store = EventStoreDbEventStore.fromConnectionString(connectionString!, { upcasters, postgres: runInTransaction(db.dataSource) });
    // Fail fast with a clear message when the server is unreachable.
    await store.appendToStream(`contract-probe-${randomUUID()}`, [], { expectedVersion: 'any' });
    return {
      store,
      upcasters,
      dataSource: db.dataSource,
      commitsOutOfOrder: false,
      async teardown() {
        await store.close();
        await db.drop();
      },
    };
  },
  connectionString ? describe : describe.skip,
);
