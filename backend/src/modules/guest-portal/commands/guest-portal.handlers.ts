import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../event-store/command-runner';
import type { Actor, TransactionalWrite } from '../../../event-store/event-store.port';
import { SubscriptionRunner } from '../../../event-store/subscriptions/subscription-runner';
import { awaitProjection } from '../../../event-store/subscriptions/read-your-writes';
import type { GuestPortalCommand, SetPortalSecrets } from '../domain/guest-portal.commands';
import { guestPortalDecider } from '../domain/guest-portal.decider';
import { GUEST_PORTAL_STREAM_ID } from '../domain/guest-portal.events';
import { GUEST_PORTAL_VIEW_PROJECTION } from '../projections/guest-portal-view.projection';

/** One owner's change to the portal settings, decided on `guest-portal-main`. */
export class ChangeGuestPortalCommand extends Command<void> {
  constructor(
    readonly command: GuestPortalCommand,
    readonly actor: Actor,
  ) {
    super();
  }
}

/** The secrets' values go with the event that names them, in its transaction, and never into the log. */
const secretValuesWrite = ({ data }: SetPortalSecrets): TransactionalWrite => ({
  async write(tx) {
    await tx.query('DELETE FROM portal_secret_values');
    for (const { id, value } of data.secrets) {
      await tx.query('INSERT INTO portal_secret_values (id, value) VALUES ($1, $2)', [id, value.trim()]);
    }
  },
});

@Injectable()
@CommandHandler(ChangeGuestPortalCommand)
export class ChangeGuestPortalHandler implements ICommandHandler<ChangeGuestPortalCommand> {
  constructor(
    private readonly commands: CommandRunner,
    private readonly subscriptions: SubscriptionRunner,
  ) {}

  async execute({ command, actor }: ChangeGuestPortalCommand): Promise<void> {
    const result = await this.commands.run({
      streamId: GUEST_PORTAL_STREAM_ID,
      decider: guestPortalDecider,
      command,
      actor,
      transactionalWrites: (events) => (command.type === 'SetPortalSecrets' && events.length > 0 ? [secretValuesWrite(command)] : []),
    });
    await awaitProjection(this.subscriptions, GUEST_PORTAL_VIEW_PROJECTION, result.position);
  }
}
