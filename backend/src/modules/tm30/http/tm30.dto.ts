import { LANGUAGES, TM30_SEXES, type Language, type Tm30Guest, type Tm30Sex } from '@baan-talay/contracts';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { IsVillaDate } from '../../../infrastructure/http/villa-date.validator';

const code = (c: string) => ({ context: { code: c } });

/** One foreign guest as the TM30 form asks; the decider checks the rules that need the stay. */
export class Tm30GuestDto implements Tm30Guest {
  @IsString(code('tm30.nameInvalid')) @MaxLength(60, code('tm30.nameInvalid')) firstName!: string;
  @IsOptional() @IsString(code('tm30.nameInvalid')) @MaxLength(60, code('tm30.nameInvalid')) middleName?: string;
  @IsString(code('tm30.nameInvalid')) @MaxLength(60, code('tm30.nameInvalid')) lastName!: string;
  @IsString(code('tm30.nationalityUnknown')) @MaxLength(2, code('tm30.nationalityUnknown')) nationality!: string;
  @IsString(code('tm30.passportInvalid')) @MaxLength(20, code('tm30.passportInvalid')) passportNumber!: string;
  @IsVillaDate({ context: { code: 'tm30.dateInvalid' } }) dateOfBirth!: string;
  @IsIn(TM30_SEXES, code('tm30.sexInvalid')) sex!: Tm30Sex;
  @IsVillaDate({ context: { code: 'tm30.dateInvalid' } }) arrivalDate!: string;
  @IsVillaDate({ context: { code: 'tm30.dateInvalid' } }) departureDate!: string;
}

/** PUT /api/booking/:id/tm30: every foreign guest of the stay (none: all guests are Thai). */
export class Tm30SubmitDto {
  @IsArray(code('tm30.guestsRequired')) @ArrayMaxSize(20, code('tm30.tooManyGuests'))
  @ValidateNested({ each: true }) @Type(() => Tm30GuestDto)
  guests!: Tm30GuestDto[];
}

export class Tm30ReceiptDto {
  @IsString(code('tm30.receiptInvalid')) @MaxLength(40, code('tm30.receiptInvalid')) receiptNumber!: string;
}

export class Tm30SettingsBodyDto {
  @IsInt(code('tm30.retentionOutOfRange')) @Min(1, code('tm30.retentionOutOfRange')) @Max(365, code('tm30.retentionOutOfRange')) retentionDays!: number;
}

/** The export: the list's stays with complete details (or one booking's), labels in `lang`. */
export class Tm30ExportQueryDto {
  @IsOptional() @IsIn(LANGUAGES) lang: Language = 'th';
  @IsOptional() @IsString() @MaxLength(36) bookingId?: string;
}
