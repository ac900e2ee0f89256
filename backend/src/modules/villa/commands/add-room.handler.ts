import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { RoomDto } from '@baan-talay/contracts';
import type { Actor } from '../../../event-store/event-store.port';
import { VillaCommandResult, VillaStream } from './villa-stream';

/** Adds a room; the result's `ids` holds the new room's id. */
export class AddRoomCommand extends Command<VillaCommandResult> {
  constructor(
    readonly room: Omit<RoomDto, 'id'>,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(AddRoomCommand)
export class AddRoomHandler implements ICommandHandler<AddRoomCommand> {
  constructor(private readonly villa: VillaStream) {}

  execute(command: AddRoomCommand): Promise<VillaCommandResult> {
    const id = randomUUID();
    return this.villa.run({ type: 'AddRoom', data: { room: { ...command.room, id } } }, command.actor, [id]);
  }
}
