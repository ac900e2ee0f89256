import { PrivatePostgres } from './support/private-postgres';
import { PrivateRedis } from './support/private-redis';
import { ProductProcess } from './support/product-process';

describe('Postgres restarted under the running server', () => {
  let pg: PrivatePostgres;
  let redis: PrivateRedis;
  let product: ProductProcess;

  beforeAll(async () => {
    pg = await PrivatePostgres.start();
    redis = await PrivateRedis.start();
    product = await ProductProcess.start({ name: 'postgres-restart', databaseUrl: pg.databaseUrl('baantalay'), redisUrl: redis.url });
  });

  afterAll(async () => {
    await product?.stop();
    await redis?.stopServer();
    pg?.destroy();
  });

  it('health goes red while the database is down and green again by itself', async () => {
    pg.stopServer();
    const red = await product.waitForHealth(503, 20_000);
    expect(red).toMatchObject({ status: 'error', database: { ok: false } });
    pg.startServer();
    const green = await product.waitForHealth(200, 60_000);
    expect(green).toMatchObject({ status: 'ok', database: { ok: true } });
  });
});
