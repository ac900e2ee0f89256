import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../../event-store/command-runner';
import type { Actor } from '../../../event-store/event-store.port';
import { SubscriptionRunner } from '../../../event-store/subscriptions/subscription-runner';
import { awaitProjection } from '../../../event-store/subscriptions/read-your-writes';
import type { VillaCommand } from '../domain/villa.commands';
import { villaDecider } from '../domain/villa.decider';
import { VILLA_STREAM_ID, Villa } from '../domain/villa.state';
import { VILLA_VIEW_PROJECTION } from '../projections/villa-view.projection';
import { VillaQueries } from '../queries/villa.queries';

export interface VillaCommandResult {
  /** The villa after the command (admin view: includes the PromptPay id). */
  villa: Villa;
  /** Ids given to what the command added (slides, a room); empty otherwise. */
  ids: string[];
  position: string | null;
}

/** Runs a villa command on `villa-main`; answers once villa_view shows it (read-your-writes). */
@Injectable()
export class VillaStream {
  constructor(
    private readonly commands: CommandRunner,
    private readonly subscriptions: SubscriptionRunner,
    private readonly queries: VillaQueries,
  ) {}

  async run(command: VillaCommand, actor: Actor, ids: string[] = []): Promise<VillaCommandResult> {
    const result = await this.commands.run({ streamId: VILLA_STREAM_ID, decider: villaDecider, command, actor });
    await awaitProjection(this.subscriptions, VILLA_VIEW_PROJECTION, result.position);
    if (result.position !== null) this.queries.invalidate();
    if (result.state === null) throw new Error('The villa stream has no villa after a command');
    return { villa: result.state, ids, position: result.position };
  }
}
