import { Client, Pool } from 'pg';
import { dataSourceOptions } from './data-source-options';
import { GuardedPgClient } from './guarded-pg-client';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A connection the server ends in the moment between pg-pool handing a client out and its caller
 * listening for errors must not end the process: the pools' clients always have a listener.
 */
describe('GuardedPgClient', () => {
  it('a checked-out client of a pool built with it survives an error event nobody else listens for', async () => {
    const pool = new Pool({ connectionString: url, max: 1, Client: GuardedPgClient });
    const client = await pool.connect();
    try {
      expect(() => client.emit('error', new Error('terminating connection due to administrator command'))).not.toThrow();
    } finally {
      client.release(true);
      await pool.end();
    }
  });

  it('is needed: a plain pool client checked out throws on the same event', async () => {
    const pool = new Pool({ connectionString: url, max: 1 });
    const client = await pool.connect();
    try {
      expect(() => client.emit('error', new Error('terminating connection due to administrator command'))).toThrow('administrator command');
    } finally {
      client.release(true);
      await pool.end();
    }
  });

  it('is the client class of the application data source (TypeORM passes `extra` to its pg pool)', () => {
    expect((dataSourceOptions(url).extra as { Client?: unknown }).Client).toBe(GuardedPgClient);
    expect(new GuardedPgClient({ connectionString: url })).toBeInstanceOf(Client);
  });
});
