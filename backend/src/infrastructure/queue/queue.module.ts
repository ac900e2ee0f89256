import { Global, Module } from '@nestjs/common';
import { QueueHealth } from './queue-health';
import { QueueRegistry } from './queue-registry';

@Global()
@Module({ providers: [QueueRegistry, QueueHealth], exports: [QueueRegistry] })
export class QueueModule {}
