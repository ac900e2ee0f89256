import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../infrastructure/config/app-config';
import { Metrics } from '../infrastructure/metrics/metrics';
import { CommandRunner } from './command-runner';
import { createEventStore } from './create-event-store';
import { EVENT_STORE, EventStore } from './event-store.port';
import { EventStoreHealth } from './event-store.health';
import { DEFAULT_RUNNER_OPTIONS, RUNNER_OPTIONS, type RunnerOptions } from './subscriptions/runner-options';
import { SubscriptionRunner } from './subscriptions/subscription-runner';
import { UpcasterRegistry } from './upcasters';
import { DataKeys } from './personal-data/data-keys';
import { loadMasterKeys } from './personal-data/master-key';
import { PersonalDataEventStore } from './personal-data/personal-data-event-store';
import { PersonalDataRegistry } from './personal-data/personal-fields';

/**
 * Global: EVENT_STORE (the adapter chosen by config.eventStore, its personal fields encrypted by
 * PersonalDataEventStore), CommandRunner, SubscriptionRunner, UpcasterRegistry,
 * PersonalDataRegistry and DataKeys are injectable everywhere without importing this module.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [
    UpcasterRegistry,
    PersonalDataRegistry,
    {
      provide: DataKeys,
      inject: [APP_CONFIG, DataSource],
      useFactory: async (config: AppConfig, dataSource: DataSource) => {
        const load = () => loadMasterKeys(config, dataSource);
        return new DataKeys((sql, params) => dataSource.query(sql, params), await load(), load);
      },
    },
    {
      // Personal fields are encrypted around whichever adapter EVENT_STORE chose.
      provide: EVENT_STORE,
      inject: [APP_CONFIG, DataSource, UpcasterRegistry, PersonalDataRegistry, DataKeys, Metrics],
      useFactory: (config: AppConfig, dataSource: DataSource, upcasters: UpcasterRegistry, registry: PersonalDataRegistry, keys: DataKeys, metrics: Metrics) =>
        new PersonalDataEventStore(timedAppends(createEventStore(config, dataSource, upcasters), metrics), registry, keys),
    },
    {
      provide: RUNNER_OPTIONS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): RunnerOptions => ({ ...DEFAULT_RUNNER_OPTIONS, waitForTimeoutMs: config.readYourWritesTimeoutMs }),
    },
    CommandRunner,
    SubscriptionRunner,
    EventStoreHealth,
  ],
  exports: [EVENT_STORE, UpcasterRegistry, PersonalDataRegistry, DataKeys, CommandRunner, SubscriptionRunner],
})
export class EventStoreModule implements OnApplicationShutdown {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    runner: SubscriptionRunner,
    metrics: Metrics,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    metrics.addCollector(async () => {
      metrics.subscriptionLeader.set({ instance: config.instanceId }, runner.isLeader() ? 1 : 0);
      const lease = await runner.lease();
      if (lease) metrics.leaderLeaseAge.set(lease.ageSeconds);
      else metrics.leaderLeaseAge.reset();
    });
    metrics.addCollector(async () => {
      for (const handler of (await runner.status()).handlers) {
        const labels = { handler: handler.name, kind: handler.kind };
        metrics.projectionLagEvents.set(labels, handler.lagEvents);
        metrics.projectionLagSeconds.set(labels, handler.lagSeconds);
      }
      const parked = new Map((await runner.parked.counts(1)).map((row) => [row.handler, row.count]));
      for (const handler of runner.getHandlers()) metrics.projectionParkedEvents.set({ handler: handler.name }, parked.get(handler.name) ?? 0);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

/** Times every append (event_store_append_duration_seconds), whichever adapter runs it. */
function timedAppends(store: EventStore, metrics: Metrics): EventStore {
  const append = store.appendToStream.bind(store);
  store.appendToStream = async (...args) => {
    const end = metrics.appendDuration.startTimer();
    try {
      const result = await append(...args);
      end({ outcome: 'ok' });
      return result;
    } catch (error) {
      end({ outcome: 'error' });
      throw error;
    }
  };
  return store;
}
