import { LANGUAGES, TM30_SEXES, type Language, type Tm30Guest, type Tm30Sex } from '@baan-talay/contracts';
import { Type } from 'class-transformer';
import { toVillaDate } from '@baan-talay/pricing';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy, ValidateNested } from 'class-validator';

const code = (c: string) => ({ context: { code: c } });

/** A real calendar date written YYYY-MM-DD (a birth date may be long before the villa's years). */
const IsCalendarDate = () =>
  ValidateBy(
    { name: 'isCalendarDate', validator: { validate: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && toVillaDate(v) === v && v >= '1900-01-01', defaultMessage: () => 'A date is YYYY-MM-DD' } },
    code('tm30.dateInvalid'),
  );

/** One foreign guest as the TM30 form asks; the decider checks the rules that need the stay. */
export class Tm30GuestDto implements Tm30Guest {
  @IsString(code('tm30.nameInvalid')) @MaxLength(60, code('tm30.nameInvalid')) firstName!: string;
  @IsOptional() @IsString(code('tm30.nameInvalid')) @MaxLength(60, code('tm30.nameInvalid')) middleName?: string;
  @IsString(code('tm30.nameInvalid')) @MaxLength(60, code('tm30.nameInvalid')) lastName!: string;
  @IsString(code('tm30.nationalityUnknown')) @MaxLength(2, code('tm30.nationalityUnknown')) nationality!: string;
  @IsString(code('tm30.passportInvalid')) @MaxLength(20, code('tm30.passportInvalid')) passportNumber!: string;
  @IsCalendarDate() dateOfBirth!: string;
  @IsIn(TM30_SEXES, code('tm30.sexInvalid')) sex!: Tm30Sex;
  @IsCalendarDate() arrivalDate!: string;
  @IsCalendarDate() departureDate!: string;
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
