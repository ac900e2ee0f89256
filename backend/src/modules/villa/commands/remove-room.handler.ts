import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../event-store/event-store.port';
import { VillaCommandResult, VillaStream } from './villa-stream';

export class RemoveRoomCommand extends Command<VillaCommandResult> {
  constructor(
    readonly roomId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(RemoveRoomCommand)
export class RemoveRoomHandler implements ICommandHandler<RemoveRoomCommand> {
  constructor(private readonly villa: VillaStream) {}

  execute(command: RemoveRoomCommand): Promise<VillaCommandResult> {
    return this.villa.run({ type: 'RemoveRoom', data: { roomId: command.roomId } }, command.actor);
  }
}
