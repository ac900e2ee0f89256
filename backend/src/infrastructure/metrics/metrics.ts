import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's own metrics (CPU, memory, event-loop lag, GC pauses): prom-client's default set,
 * started once by the process's entry point (`main.ts`) because it watches the process, not an
 * application, and cannot be stopped once started (a GC observer and an event-loop histogram). A
 * test that starts and closes applications by the dozen would otherwise leave one set running per
 * application, each keeping its application in memory.
 */
const processRegistry = new Registry();
let processMetricsStarted = false;

export function collectProcessMetrics(): void {
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  collectDefaultMetrics({ register: processRegistry });
}

/**
 * The application's Prometheus metrics (GET /api/metrics). Counters and histograms are fed as things
 * happen; gauges that describe state (projection lag, queue depths) are read when scraped, by the
 * collectors the owning modules register.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly collectors: (() => Promise<void>)[] = [];

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route (the route pattern, never the ids in the path)',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly appendDuration = new Histogram({
    name: 'event_store_append_duration_seconds',
    help: 'Latency of one append to the event store',
    labelNames: ['outcome'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [this.registry],
  });

  readonly jobFailures = new Counter({
    name: 'queue_job_failures_total',
    help: 'Failed BullMQ job attempts by queue (queue="emails": e-mails that could not be sent)',
    labelNames: ['queue'],
    registers: [this.registry],
  });

  readonly projectionLagEvents = new Gauge({
    name: 'projection_lag_events',
    help: 'Events between a projection or reactor checkpoint and the head of the log',
    labelNames: ['handler', 'kind'],
    registers: [this.registry],
  });

  readonly projectionLagSeconds = new Gauge({
    name: 'projection_lag_seconds',
    help: 'Age of the oldest event a projection or reactor has not handled yet',
    labelNames: ['handler', 'kind'],
    registers: [this.registry],
  });

  readonly projectionParkedEvents = new Gauge({
    name: 'projection_parked_events',
    help: 'Events a projection or reactor failed on after its retries and parked, not yet retried or skipped',
    labelNames: ['handler'],
    registers: [this.registry],
  });

  readonly queueJobs = new Gauge({
    name: 'queue_jobs',
    help: 'BullMQ jobs by queue and state (waiting, delayed, active, failed)',
    labelNames: ['queue', 'state'],
    registers: [this.registry],
  });

  readonly subscriptionLeader = new Gauge({
    name: 'subscription_leader',
    help: '1 while this instance runs the subscriptions (projections and reactors), else 0',
    labelNames: ['instance'],
    registers: [this.registry],
  });

  readonly leaderLeaseAge = new Gauge({
    name: 'subscription_leader_lease_age_seconds',
    help: "Seconds since the subscriptions leader last renewed its lease (another instance takes over past LEADER_LEASE_SECONDS)",
    registers: [this.registry],
  });

  /** `collect` refreshes gauges before each scrape; a failing one leaves its gauges as they were. */
  addCollector(collect: () => Promise<void>): void {
    this.collectors.push(collect);
  }

  async scrape(): Promise<string> {
    await Promise.allSettled(this.collectors.map((collect) => collect()));
    return Registry.merge([this.registry, processRegistry]).metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** Express middleware timing every request under its matched route pattern. */
  httpMiddleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      const end = this.httpDuration.startTimer();
      res.once('finish', () => {
        const route = req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : req.path.startsWith('/api/') ? 'unmatched' : 'static';
        end({ method: req.method, route, status: String(res.statusCode) });
      });
      next();
    };
  }
}
