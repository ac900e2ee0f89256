import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../event-store/command-runner';
import type { Actor } from '../../../event-store/event-store.port';
import { SubscriptionRunner } from '../../../event-store/subscriptions/subscription-runner';
import { awaitProjection } from '../../../event-store/subscriptions/read-your-writes';
import { tm30SettingsDecider } from '../domain/tm30-settings.decider';
import { TM30_SETTINGS_STREAM } from '../domain/tm30.events';
import { TM30_VIEW_PROJECTION } from '../projections/tm30-view.projection';

export class ChangeTm30SettingsCommand extends Command<void> {
  constructor(
    readonly retentionDays: number,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(ChangeTm30SettingsCommand)
export class ChangeTm30SettingsHandler implements ICommandHandler<ChangeTm30SettingsCommand> {
  constructor(
    private readonly commands: CommandRunner,
    private readonly subscriptions: SubscriptionRunner,
  ) {}

  async execute({ retentionDays, actor }: ChangeTm30SettingsCommand): Promise<void> {
    const command = { type: 'ChangeTm30Settings', data: { retentionDays } } as const;
    const result = await this.commands.run({ streamId: TM30_SETTINGS_STREAM, decider: tm30SettingsDecider, command, actor });
    await awaitProjection(this.subscriptions, TM30_VIEW_PROJECTION, result.position);
  }
}
