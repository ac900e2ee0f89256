import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { SeasonDto } from '@baan-talay/contracts';
import type { Actor } from '../../../event-store/event-store.port';
import { VillaCommandResult, VillaStream } from './villa-stream';

/** Adds a season; the result's `ids` holds its id. */
export class AddSeasonCommand extends Command<VillaCommandResult> {
  constructor(
    readonly season: Omit<SeasonDto, 'id'>,
    readonly actor: Actor,
  ) {
    super();
  }
}

export class UpdateSeasonCommand extends Command<VillaCommandResult> {
  constructor(
    readonly seasonId: string,
    readonly changes: Partial<Omit<SeasonDto, 'id'>>,
    readonly actor: Actor,
  ) {
    super();
  }
}

export class RemoveSeasonCommand extends Command<VillaCommandResult> {
  constructor(
    readonly seasonId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(AddSeasonCommand)
export class AddSeasonHandler implements ICommandHandler<AddSeasonCommand> {
  constructor(private readonly villa: VillaStream) {}

  execute(command: AddSeasonCommand): Promise<VillaCommandResult> {
    const id = randomUUID();
    return this.villa.run({ type: 'AddSeason', data: { season: { ...command.season, id } } }, command.actor, [id]);
  }
}

@CommandHandler(UpdateSeasonCommand)
export class UpdateSeasonHandler implements ICommandHandler<UpdateSeasonCommand> {
  constructor(private readonly villa: VillaStream) {}

  execute({ seasonId, changes, actor }: UpdateSeasonCommand): Promise<VillaCommandResult> {
    return this.villa.run({ type: 'UpdateSeason', data: { seasonId, changes } }, actor);
  }
}

@CommandHandler(RemoveSeasonCommand)
export class RemoveSeasonHandler implements ICommandHandler<RemoveSeasonCommand> {
  constructor(private readonly villa: VillaStream) {}

  execute({ seasonId, actor }: RemoveSeasonCommand): Promise<VillaCommandResult> {
    return this.villa.run({ type: 'RemoveSeason', data: { seasonId } }, actor);
  }
}
