import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { RoomDto } from '@baan-talay/contracts';
import type { Actor } from '../../../event-store/event-store.port';
import { VillaCommandResult, VillaStream } from './villa-stream';

/** Changes a room's name, description or images (any subset). */
export class UpdateRoomCommand extends Command<VillaCommandResult> {
  constructor(
    readonly roomId: string,
    readonly changes: Partial<Omit<RoomDto, 'id'>>,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(UpdateRoomCommand)
export class UpdateRoomHandler implements ICommandHandler<UpdateRoomCommand> {
  constructor(private readonly villa: VillaStream) {}

  execute(command: UpdateRoomCommand): Promise<VillaCommandResult> {
    return this.villa.run({ type: 'UpdateRoom', data: { roomId: command.roomId, changes: command.changes } }, command.actor);
  }
}
