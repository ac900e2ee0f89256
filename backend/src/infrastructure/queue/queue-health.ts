import { Injectable } from '@nestjs/common';
import { HealthContributor, HealthSection } from '../../shared/health-contributor';
import { QueueRegistry } from './queue-registry';

/** The `queues` section of GET /api/health: job counts per queue, and whether workers run here. */
@Injectable()
@HealthSection()
export class QueueHealth implements HealthContributor {
  readonly name = 'queues';

  constructor(private readonly registry: QueueRegistry) {}

  async health(): Promise<Record<string, unknown>> {
    const names = this.registry.queueNames();
    // Queue commands wait for a Redis that is away; health must answer anyway.
    const counts = await withTimeout(Promise.all(names.map((name) => this.registry.counts(name))), 1500);
    if (!counts) return { ok: false, error: 'Redis did not answer in time', prefix: this.registry.prefix };
    return {
      ok: true,
      prefix: this.registry.prefix,
      workers: this.registry.runsWorkers,
      queues: Object.fromEntries(names.map((name, i) => [name, counts[i]])),
    };
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
