import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../infrastructure/config/app-config';
import { HealthContributor, HealthSection } from '../shared/health-contributor';
import { EVENT_STORE, EventStore } from './event-store.port';
import { SubscriptionRunner } from './subscriptions/subscription-runner';

/**
 * GET /api/health → `eventStore`: adapter reachability, this instance's role, projection lag, parked
 * events; a stopped handler or an event parked within PROJECTION_PARKED_ALERT_HOURS makes the health 503.
 */
@HealthSection()
@Injectable()
export class EventStoreHealth implements HealthContributor {
  readonly name = 'eventStore';

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: SubscriptionRunner,
  ) {}

  async health(): Promise<Record<string, unknown>> {
    const [status, parked] = await Promise.all([this.runner.status(), this.runner.parked.counts(this.config.projectionParkedAlertHours)]);
    const failed = status.handlers.filter((handler) => handler.state === 'failed');
    return {
      ok: failed.length === 0 && parked.every((handler) => handler.recent === 0),
      adapter: this.config.eventStore,
      head: status.head,
      leader: status.leader,
      handlers: status.handlers.map((handler) => ({
        name: handler.name,
        kind: handler.kind,
        state: handler.state,
        lagEvents: handler.lagEvents,
        lagSeconds: handler.lagSeconds,
        ...(handler.lastError ? { lastError: handler.lastError } : {}),
      })),
      // Unhandled parked events per handler (`npm run cli -- projections:parked`).
      parked,
    };
  }

  blocking(): Promise<boolean> {
    return this.runner.blocking();
  }
}
