import { PostgresEventStore } from '../../src/event-store/postgres/postgres-event-store';
import { assertCheckpointsOf } from '../../src/event-store/subscriptions/adapter-check';
import { eventually } from '../support/eventually';
import { newEvent } from './support/events';
import { createTestDatabase, TestDatabase } from './support/test-database';

describe('switching EVENT_STORE over checkpoints of the other adapter', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeEach(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.url);
  });
  afterEach(async () => {
    await store.close();
    await db.drop();
  });

  const checkpoint = (name: string, kind: string, adapter: string | null) =>
    db.dataSource.query(`INSERT INTO projection_checkpoints (name, kind, position, state, adapter) VALUES ($1, $2, '5:5', 'running', $3)`, [name, kind, adapter]);

  it('is refused while projections hold positions of the other store, with a message that says to rebuild', async () => {
    await checkpoint('booking-view', 'projection', 'eventstoredb');
    await expect(assertCheckpointsOf(db.dataSource, store)).rejects.toThrow(
      /EVENT_STORE=postgres, but the checkpoints of booking-view are positions in the eventstoredb event store.*npm run cli -- projections:rebuild/,
    );
  });

  it('stamps unstamped checkpoints and moves reactors of the other store to the head of this one', async () => {
    await checkpoint('booking-view', 'projection', null);
    await checkpoint('mailer', 'reactor', 'eventstoredb');
    const { position } = await store.appendToStream('switch-1', [newEvent()], { expectedVersion: 'no_stream' });
    // The head stops below the oldest open transaction of the cluster: another jest worker's may
    // hold it back a moment.
    await eventually('the event to be readable', async () => (await store.headPosition()) === position);
    await assertCheckpointsOf(db.dataSource, store);
    const rows = await db.dataSource.query(`SELECT name, position, adapter FROM projection_checkpoints ORDER BY name`);
    expect(rows).toEqual([
      { name: 'booking-view', position: '5:5', adapter: 'postgres' },
      { name: 'mailer', position, adapter: 'postgres' },
    ]);
  });
});
