import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleDestroy, Optional } from '@nestjs/common';
import { DefaultJobOptions, Job, Queue, Worker, WorkerOptions } from 'bullmq';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Metrics } from '../metrics/metrics';
import { createRedis, redisOutage } from '../redis/redis-connection';

export interface JobCounts {
  waiting: number;
  delayed: number;
  active: number;
  failed: number;
  completed: number;
}

/** BullMQ hands the lock token along: a processor needs it to move its job back to delayed. */
export type JobProcessor<Data, Result> = (job: Job<Data, Result>, token?: string) => Promise<Result>;

/**
 * Every BullMQ queue and worker of the process, on one Redis connection with the configured key
 * prefix (tests get a prefix of their own). Workers are created only where `runWorkers` is set, and
 * are stopped before the database and Redis go away, so closing an app never strands a job mid-way.
 *
 * Why not @nestjs/bullmq: a `@Processor` class runs its worker wherever its module is loaded, so an
 * HTTP-only instance (RUN_WORKERS=false) would need a second module graph, and the order in which
 * workers close relative to the subscription runner (a job may wait on a projection) would be the
 * framework's; this registry keeps both explicit in some 120 lines, so the package, declared but
 * never imported, was removed.
 */
@Injectable()
export class QueueRegistry implements OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger(QueueRegistry.name);
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private readonly workerConnections: Redis[] = [];
  private readonly connection: Redis;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly metrics?: Metrics,
  ) {
    this.connection = createRedis(config.redisUrl);
    metrics?.addCollector(async () => {
      for (const name of this.queueNames()) {
        const counts = await this.counts(name);
        for (const state of ['waiting', 'delayed', 'active', 'failed'] as const) metrics.queueJobs.set({ queue: name, state }, counts[state]);
      }
    });
  }

  get prefix(): string {
    return this.config.queuePrefix;
  }

  get runsWorkers(): boolean {
    return this.config.runWorkers;
  }

  /** The queue named `name`, created on first use; `defaults` apply to every job added to it. */
  queue<Data = unknown>(name: string, defaults?: DefaultJobOptions): Queue<Data> {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix, defaultJobOptions: defaults });
      queue.on('error', (error) => this.warn(`Queue ${name}`, error));
      this.queues.set(name, queue);
    }
    return queue as Queue<Data>;
  }

  queueNames(): string[] {
    return [...this.queues.keys()].sort();
  }

  /** Starts a worker on `name` when this process runs workers; returns null otherwise. */
  worker<Data, Result>(
    name: string,
    processor: JobProcessor<Data, Result>,
    options: Omit<WorkerOptions, 'connection' | 'prefix'> = {},
  ): Worker<Data, Result> | null {
    if (!this.config.runWorkers) return null;
    // A worker blocks a connection while waiting for jobs, so it gets one of its own (BullMQ
    // leaves a connection it was handed open: we close it after the worker).
    const connection = createRedis(this.config.redisUrl);
    this.workerConnections.push(connection);
    const worker = new Worker<Data, Result>(name, processor, { ...options, connection, prefix: this.prefix });
    worker.on('error', (error) => this.warn(`Worker ${name}`, error));
    worker.on('failed', (job, error) => {
      this.metrics?.jobFailures.inc({ queue: name });
      this.logger.warn(`Job ${name}/${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`);
    });
    this.workers.push(worker);
    return worker;
  }

  /** Redis being away is said once per retry interval (redisOutage), not once per queue and worker. */
  private warn(what: string, error: Error): void {
    if (redisOutage.isConnectionError(error)) redisOutage.failed(this.config.redisUrl, error);
    else this.logger.warn(`${what}: ${error.message}`);
  }

  async counts(name: string): Promise<JobCounts> {
    const counts = await this.queue(name).getJobCounts('waiting', 'delayed', 'active', 'failed', 'completed');
    return {
      waiting: counts.waiting ?? 0,
      delayed: counts.delayed ?? 0,
      active: counts.active ?? 0,
      failed: counts.failed ?? 0,
      completed: counts.completed ?? 0,
    };
  }

  /** Workers first (they finish their current job), while the database is still open. */
  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled(this.workers.splice(0).map((worker) => worker.close()));
    for (const connection of this.workerConnections.splice(0)) connection.disconnect();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((queue) => queue.close()));
    this.queues.clear();
    this.connection.disconnect();
  }
}
