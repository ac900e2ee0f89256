import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { BLOCK_REASONS, type BlockDto, type BlockReason } from '@baan-talay/contracts';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsVillaDate } from '../../../infrastructure/http/villa-date.validator';
import type { AdminActor } from '../../admin-auth';
import { AdminGuard, CurrentAdmin } from '../../admin-auth';
import { BlockNightsCommand } from '../commands/block-nights.handler';
import { UnblockNightsCommand } from '../commands/unblock-nights.handler';
import { CalendarQueries } from '../queries/calendar.queries';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class CreateBlockDto {
  @IsString() @Matches(DAY, { message: 'from must be a date (YYYY-MM-DD)' }) @IsVillaDate() from!: string;
  @IsString() @Matches(DAY, { message: 'to must be a date (YYYY-MM-DD)' }) @IsVillaDate() to!: string;
  @IsIn(BLOCK_REASONS, { message: `reason must be one of ${BLOCK_REASONS.join(', ')}` }) reason!: BlockReason;
  @IsOptional() @IsString() @MaxLength(500) note?: string;
}

export class DateWindowQueryDto {
  @IsOptional() @Matches(DAY, { message: 'from must be a date (YYYY-MM-DD)' }) @IsVillaDate() from?: string;
  @IsOptional() @Matches(DAY, { message: 'to must be a date (YYYY-MM-DD)' }) @IsVillaDate() to?: string;
}

/** The owner's blocked nights: held by the stay guard like bookings, shown to guests as unavailable. */
@Controller('admin/blocks')
@UseGuards(AdminGuard)
export class AdminBlocksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly calendar: CalendarQueries,
  ) {}

  @Post()
  create(@Body() body: CreateBlockDto, @CurrentAdmin() admin: AdminActor): Promise<BlockDto> {
    return this.commands.execute(new BlockNightsCommand(body, admin));
  }

  @Get()
  list(@Query() query: DateWindowQueryDto): Promise<BlockDto[]> {
    return this.calendar.blocks(query);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id') id: string, @CurrentAdmin() admin: AdminActor): Promise<void> {
    await this.commands.execute(new UnblockNightsCommand(id, admin));
  }
}
