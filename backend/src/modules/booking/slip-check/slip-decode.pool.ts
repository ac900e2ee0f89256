import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { SlipQrCheck } from '@baan-talay/contracts';
import { Worker } from 'node:worker_threads';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { workerScript } from '../../../infrastructure/workers/worker-script';

/** What a decode came to: the check, `busy` (queue full or over budget) or the decoder's error. */
export type DecodeOutcome = { check: SlipQrCheck } | { busy: true } | { error: string };

interface Job {
  id: number;
  data: Buffer;
  settle: (outcome: DecodeOutcome) => void;
}

/**
 * Slip QR decoding off the event loop: SLIP_CHECK_WORKERS worker threads, at most SLIP_CHECK_QUEUE
 * checks waiting, each answered within SLIP_CHECK_BUDGET_MS (its wait included). A check that runs
 * over has its worker terminated (zxing's wasm cannot be interrupted otherwise) and replaced, so a
 * hostile image costs one budget of one core, and HTTP keeps the other.
 */
@Injectable()
export class SlipDecodePool implements OnModuleDestroy {
  private readonly logger = new Logger(SlipDecodePool.name);
  private readonly idle: Worker[] = [];
  private readonly running = new Map<Worker, Job>();
  private readonly waiting: Job[] = [];
  private workers = 0;
  private nextId = 0;
  private closed = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  decode(data: Buffer): Promise<DecodeOutcome> {
    if (this.closed || this.waiting.length >= this.config.slipCheckQueue) return Promise.resolve({ busy: true });
    return new Promise((resolve) => {
      const job: Job = { id: this.nextId++, data, settle: () => undefined };
      const timer = setTimeout(() => this.overBudget(job), this.config.slipCheckBudgetMs);
      job.settle = (outcome) => {
        clearTimeout(timer);
        job.settle = () => undefined;
        resolve(outcome);
      };
      this.waiting.push(job);
      this.dispatch();
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.settle({ busy: true });
    const all = [...this.idle.splice(0), ...this.running.keys()];
    await Promise.all(all.map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const worker = this.idle.pop() ?? this.spawn();
      if (!worker) return;
      const job = this.waiting.shift() as Job;
      this.running.set(worker, job);
      worker.postMessage({ id: job.id, data: job.data });
    }
  }

  private spawn(): Worker | null {
    if (this.workers >= this.config.slipCheckWorkers) return null;
    const { filename, execArgv } = workerScript(__dirname, 'slip-decode.worker');
    const worker = new Worker(filename, { execArgv });
    this.workers += 1;
    worker.on('message', (message: { id: number } & ({ check: SlipQrCheck } | { error: string })) => {
      const job = this.running.get(worker);
      if (!job || job.id !== message.id) return;
      this.running.delete(worker);
      job.settle('check' in message ? { check: message.check } : { error: message.error });
      this.idle.push(worker);
      this.dispatch();
    });
    worker.on('error', (error) => this.logger.warn(`A slip decoding worker failed: ${error.message}`));
    worker.on('exit', () => this.gone(worker));
    worker.unref();
    return worker;
  }

  private overBudget(job: Job): void {
    const queued = this.waiting.indexOf(job);
    if (queued >= 0) this.waiting.splice(queued, 1);
    const worker = [...this.running].find(([, running]) => running === job)?.[0];
    job.settle({ busy: true });
    if (!worker) return;
    // Out of `running`: a late answer from it is ignored, and it is never handed another job.
    this.running.delete(worker);
    void worker.terminate();
  }

  /** A worker ended (terminated over budget, or crashed): its job, if any, is answered busy and a new worker takes the queue. */
  private gone(worker: Worker): void {
    this.workers -= 1;
    this.running.get(worker)?.settle({ busy: true });
    this.running.delete(worker);
    const index = this.idle.indexOf(worker);
    if (index >= 0) this.idle.splice(index, 1);
    if (!this.closed) this.dispatch();
  }
}
