import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../event-store/command-runner';
import type { Decider } from '../event-store/decider';
import type { Actor } from '../event-store/event-store.port';
import { DataKeys } from '../event-store/personal-data';
import { SubscriptionRunner } from '../event-store/subscriptions/subscription-runner';
import { awaitProjection } from '../event-store/subscriptions/read-your-writes';

export interface KeyedStreamCommand<State, Command, Event extends { type: string; data: object }> {
  streamId: string;
  decider: Decider<State, Command, Event>;
  command: Command;
  actor: Actor;
  now?: Date;
  /** The command erases the stream's personal data: its key is destroyed in the append's transaction. */
  erases: boolean;
  /** The read model to wait for before answering (read-your-writes). */
  projection: string;
}

/**
 * Runs a command on a stream whose personal fields have a data key of their own (a booking's TM30
 * details, its review): decide, append, destroy the key with an erasure, and answer once the
 * projection shows the result.
 */
@Injectable()
export class KeyedStream {
  constructor(
    private readonly commands: CommandRunner,
    private readonly subscriptions: SubscriptionRunner,
    private readonly keys: DataKeys,
  ) {}

  async run<State, Command, Event extends { type: string; data: object }>(options: KeyedStreamCommand<State, Command, Event>): Promise<State> {
    const { streamId, decider, command, actor, now = new Date(), erases, projection } = options;
    const destroy = erases ? [this.keys.destroyWrite(streamId)] : [];
    const result = await this.commands.run({ streamId, decider, command, actor, now, transactionalWrites: () => destroy });
    await awaitProjection(this.subscriptions, projection, result.position);
    return result.state;
  }
}
