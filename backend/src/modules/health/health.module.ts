import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { HealthController } from './health.controller';
import { MetricsController } from './metrics.controller';

@Module({ imports: [DiscoveryModule], controllers: [HealthController, MetricsController] })
export class HealthModule {}
