import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { VILLA_COMMAND_HANDLERS } from './commands';
import { VillaStream } from './commands/villa-stream';
import { LandingExtras } from './http/landing-extras';
import { LandingPageRenderer } from './http/landing-page.renderer';
import { VillaController } from './http/villa.controller';
import { VillaViewProjection } from './projections/villa-view.projection';
import { PublicVillaBody } from './queries/public-villa-body';
import { VillaImages } from './queries/villa-images';
import { VillaQueries } from './queries/villa.queries';
import { VillaSeeder } from './seed/villa-seeder';

/**
 * The villa context: the `villa-main` stream, its read model and the public villa routes.
 * Admin routes (issue 5) send the exported commands through the CommandBus and read VillaQueries.
 */
@Module({
  imports: [CqrsModule],
  controllers: [VillaController],
  providers: [VillaStream, ...VILLA_COMMAND_HANDLERS, VillaViewProjection, VillaQueries, PublicVillaBody, VillaImages, VillaSeeder, LandingPageRenderer, LandingExtras],
  exports: [VillaQueries, VillaImages, LandingPageRenderer, LandingExtras],
})
export class VillaModule {}
