import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/infrastructure/config/app-config';
import { QueueHealth } from '../../src/infrastructure/queue/queue-health';
import { QueueRegistry } from '../../src/infrastructure/queue/queue-registry';
import { readQueueStatus } from '../../src/infrastructure/queue/queue-status';
import { deletePrefixKeys } from './support/redis-prefix';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('QueueRegistry against Redis', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  afterAll(() => deletePrefixKeys(redisUrl, prefix));

  it('counts jobs per queue for health and the CLI, and closes its workers and queues', async () => {
    const registry = new QueueRegistry(loadConfig({ REDIS_URL: redisUrl, QUEUE_PREFIX: prefix }));
    const queue = registry.queue('demo', { attempts: 1 });
    await queue.add('later', { n: 1 }, { jobId: 'later-1', delay: 60_000 });
    await queue.add('later', { n: 1 }, { jobId: 'later-1', delay: 60_000 }); // same id: not added twice
    const failed = new Promise<void>((resolve) => registry.worker('demo', async () => { throw new Error('boom'); })!.on('failed', () => resolve()));
    await queue.add('now', { n: 2 }, { jobId: 'now-1' });
    await failed;

    expect(await registry.counts('demo')).toEqual({ waiting: 0, delayed: 1, active: 0, failed: 1, completed: 0 });
    const health = await new QueueHealth(registry).health();
    expect(health).toMatchObject({ ok: true, prefix, workers: true, queues: { demo: { delayed: 1, failed: 1 } } });

    const rows = await readQueueStatus(redisUrl, prefix);
    expect(rows).toEqual([{ queue: 'demo', exists: true, waiting: 0, delayed: 1, active: 0, failed: 1, completed: 0 }]);

    await registry.onModuleDestroy();
    await registry.onApplicationShutdown();
  });

  it('starts no worker where workers are switched off', async () => {
    const registry = new QueueRegistry(loadConfig({ REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, RUN_WORKERS: 'false' }));
    expect(registry.worker('demo', async () => undefined)).toBeNull();
    await registry.onApplicationShutdown();
  });
});
