import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { CommandRunner } from '../../../event-store/command-runner';
import { villaDecider } from '../domain/villa.decider';
import { defaultVilla } from '../domain/villa.defaults';
import { VILLA_STREAM_ID } from '../domain/villa.state';
import { VillaImages } from '../queries/villa-images';
import { DEMO_IMAGES } from './demo-images';

/**
 * On every start: makes sure the demo pictures exist and `villa-main` has been created with the
 * defaults. Runs the decider directly: the command bus and the projections may not be running yet
 * at bootstrap (VillaQueries reads the stream until villa_view has caught up).
 */
@Injectable()
export class VillaSeeder implements OnApplicationBootstrap {
  constructor(
    private readonly commands: CommandRunner,
    private readonly images: VillaImages,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const [name, render] of Object.entries(DEMO_IMAGES)) await this.images.ensure(`demo-${name}.svg`, render);
    await this.commands.run({
      streamId: VILLA_STREAM_ID,
      decider: villaDecider,
      command: { type: 'InitializeVilla', data: { villa: defaultVilla() } },
      actor: { kind: 'system', id: 'villa-seeder' },
    });
  }
}
