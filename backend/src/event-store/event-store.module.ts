import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../infrastructure/config/app-config';
import { Metrics } from '../infrastructure/metrics/metrics';
import { CommandRunner } from './command-runner';
import { createEventStore } from './create-event-store';
import { EVENT_STORE, EventStore } from './event-store.port';
import { EventStoreHealth } from './event-store.health';
import { DEFAULT_RUNNER_OPTIONS, RUNNER_OPTIONS } from './subscriptions/runner-options';
import { SubscriptionRunner } from './subscriptions/subscription-runner';
import { UpcasterRegistry } from './upcasters';

/**
 * Global: EVENT_STORE (the adapter chosen by config.eventStore), CommandRunner, SubscriptionRunner
 * and UpcasterRegistry are injectable everywhere without importing this module.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [
    UpcasterRegistry,
    {
      provide: EVENT_STORE,
      inject: [APP_CONFIG, DataSource, UpcasterRegistry, Metrics],
      useFactory: (config: AppConfig, dataSource: DataSource, upcasters: UpcasterRegistry, metrics: Metrics) =>
        timedAppends(createEventStore(config, dataSource, upcasters), metrics),
    },
    { provide: RUNNER_OPTIONS, useValue: DEFAULT_RUNNER_OPTIONS },
    CommandRunner,
    SubscriptionRunner,
    EventStoreHealth,
  ],
  exports: [EVENT_STORE, UpcasterRegistry, CommandRunner, SubscriptionRunner],
})
export class EventStoreModule implements OnApplicationShutdown {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    runner: SubscriptionRunner,
    metrics: Metrics,
  ) {
    metrics.addCollector(async () => {
      for (const handler of (await runner.status()).handlers) {
        const labels = { handler: handler.name, kind: handler.kind };
        metrics.projectionLagEvents.set(labels, handler.lagEvents);
        metrics.projectionLagSeconds.set(labels, handler.lagSeconds);
      }
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
