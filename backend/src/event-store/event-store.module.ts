import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../infrastructure/config/app-config';
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
      inject: [APP_CONFIG, DataSource, UpcasterRegistry],
      useFactory: createEventStore,
    },
    { provide: RUNNER_OPTIONS, useValue: DEFAULT_RUNNER_OPTIONS },
    CommandRunner,
    SubscriptionRunner,
    EventStoreHealth,
  ],
  exports: [EVENT_STORE, UpcasterRegistry, CommandRunner, SubscriptionRunner],
})
export class EventStoreModule implements OnApplicationShutdown {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
