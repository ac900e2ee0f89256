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
import { DataKeys } from './personal-data/data-keys';
import { loadMasterKeys } from './personal-data/master-key';
import { PersonalDataEventStore } from './personal-data/personal-data-event-store';
import { PersonalDataRegistry } from './personal-data/personal-fields';
import type { AppConfig } from '../infrastructure/config/app-config';

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
      inject: [APP_CONFIG, DataSource, UpcasterRegistry, PersonalDataRegistry, DataKeys],
      useFactory: (config: AppConfig, dataSource: DataSource, upcasters: UpcasterRegistry, registry: PersonalDataRegistry, keys: DataKeys) =>
        new PersonalDataEventStore(createEventStore(config, dataSource, upcasters), registry, keys),
    },
    { provide: RUNNER_OPTIONS, useValue: DEFAULT_RUNNER_OPTIONS },
    CommandRunner,
    SubscriptionRunner,
    EventStoreHealth,
  ],
  exports: [EVENT_STORE, UpcasterRegistry, PersonalDataRegistry, DataKeys, CommandRunner, SubscriptionRunner],
})
export class EventStoreModule implements OnApplicationShutdown {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
