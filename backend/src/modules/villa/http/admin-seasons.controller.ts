import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { SeasonDto } from '@baan-talay/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Nullable } from '../../../infrastructure/http/nullable';
import { IsVillaDate } from '../../../infrastructure/http/villa-date.validator';
import type { AdminActor } from '../../admin-auth';
import { AdminGuard, CurrentAdmin } from '../../admin-auth';
import { AddSeasonCommand, RemoveSeasonCommand, UpdateSeasonCommand } from '../commands';
import { VillaQueries } from '../queries/villa.queries';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_PRICE = 10_000_000;

class SeasonNameDto {
  @IsString() @MaxLength(100) th!: string;
  @IsString() @MaxLength(100) en!: string;
}

export class SeasonUpdateDto {
  @IsOptional() @IsObject() @ValidateNested() @Type(() => SeasonNameDto) name?: SeasonNameDto;
  @IsOptional() @Matches(DAY, { message: 'from must be a date (YYYY-MM-DD)' }) @IsVillaDate() from?: string;
  @IsOptional() @Matches(DAY, { message: 'to must be a date (YYYY-MM-DD)' }) @IsVillaDate() to?: string;
  @IsOptional() @IsInt() @Min(0) @Max(MAX_PRICE) weekdayPrice?: number;
  @IsOptional() @IsInt() @Min(0) @Max(MAX_PRICE) weekendPrice?: number;
  @IsOptional() @IsInt() @Min(0) @Max(MAX_PRICE) weekdayDiscountedPrice?: number;
  @IsOptional() @IsInt() @Min(0) @Max(MAX_PRICE) weekendDiscountedPrice?: number;
  @Nullable() @IsInt() @Min(1) @Max(365) minNights?: number | null;
}

/** Seasonal prices and minimum stays (issue 16); on the villa stream, priced by libs/pricing. */
@Controller('admin/seasons')
@UseGuards(AdminGuard)
export class AdminSeasonsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly villa: VillaQueries,
  ) {}

  @Get()
  async list(): Promise<SeasonDto[]> {
    return (await this.villa.adminView()).seasons ?? [];
  }

  /** `{name: {th, en}, from, to, weekdayPrice, weekendPrice, weekdayDiscountedPrice?, weekendDiscountedPrice?, minNights?}` */
  @Post()
  async add(@Body() body: SeasonUpdateDto, @CurrentAdmin() admin: AdminActor): Promise<SeasonDto> {
    const season = {
      name: body.name ?? { th: '', en: '' },
      from: body.from ?? '',
      to: body.to ?? '',
      weekdayPrice: body.weekdayPrice ?? -1,
      weekendPrice: body.weekendPrice ?? -1,
      weekdayDiscountedPrice: body.weekdayDiscountedPrice ?? 0,
      weekendDiscountedPrice: body.weekendDiscountedPrice ?? 0,
      minNights: body.minNights ?? null,
    };
    const { villa, ids } = await this.commands.execute(new AddSeasonCommand(season, admin));
    return villa.seasons?.find((s) => s.id === ids[0]) as SeasonDto;
  }

  @Patch(':id')
  async update(@Param('id') id: string, @Body() body: SeasonUpdateDto, @CurrentAdmin() admin: AdminActor): Promise<SeasonDto> {
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const { villa } = await this.commands.execute(new UpdateSeasonCommand(id, changes, admin));
    return villa.seasons?.find((s) => s.id === id) as SeasonDto;
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id') id: string, @CurrentAdmin() admin: AdminActor): Promise<void> {
    await this.commands.execute(new RemoveSeasonCommand(id, admin));
  }
}
