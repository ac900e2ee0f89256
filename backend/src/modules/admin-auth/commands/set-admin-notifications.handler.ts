import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../event-store/command-runner';
import { adminUserDecider } from '../domain/admin-user.decider';
import { adminUserStreamId } from '../domain/admin-user.events';
import type { AdminActor } from '../security/admin-actor';

/** One's own e-mails about new bookings and uploaded slips, on or off; answers the log position. */
export class SetAdminNotificationsCommand {
  constructor(
    readonly actor: AdminActor,
    readonly bookingEmails: boolean,
  ) {}
}

@CommandHandler(SetAdminNotificationsCommand)
export class SetAdminNotificationsHandler implements ICommandHandler<SetAdminNotificationsCommand, string | null> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ actor, bookingEmails }: SetAdminNotificationsCommand): Promise<string | null> {
    const result = await this.runner.run({
      streamId: adminUserStreamId(actor.id),
      decider: adminUserDecider,
      command: { type: 'SetAdminNotifications', adminId: actor.id, bookingEmails },
      actor,
    });
    return result.position;
  }
}
