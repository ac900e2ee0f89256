import { DataSource } from 'typeorm';
import { COLUMN_TYPES } from '../../src/modules/booking/projections/booking-view.rows';
import { startTestApp, TestApp } from '../support/test-app';

/** Postgres's names of the SQL types the projection casts to. */
const POSTGRES_TYPE: Record<string, string> = {
  uuid: 'uuid',
  text: 'text',
  boolean: 'boolean',
  date: 'date',
  integer: 'integer',
  jsonb: 'jsonb',
  timestamptz: 'timestamp with time zone',
  'text[]': 'ARRAY',
};

/** booking_view is declared by its migration; the entity (and the column map read from it) must agree. */
describe('booking_view schema', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('maps every written column of the migrated table, with its type', async () => {
    const rows: { column_name: string; data_type: string }[] = await t.app
      .get(DataSource)
      .query(`SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'booking_view' AND is_generated = 'NEVER'`);
    const migrated = Object.fromEntries(rows.map((row) => [row.column_name, row.data_type]));
    const mapped = Object.fromEntries(Object.entries(COLUMN_TYPES).map(([column, type]) => [column, POSTGRES_TYPE[type] ?? type]));
    expect(mapped).toEqual(migrated);
  });
});
