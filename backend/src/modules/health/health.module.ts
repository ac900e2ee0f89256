import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { HealthController } from './health.controller';

@Module({ imports: [DiscoveryModule], controllers: [HealthController] })
export class HealthModule {}
