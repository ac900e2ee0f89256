import { GUEST_EMAIL_KINDS } from '@baan-talay/contracts';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Nullable } from '../../../infrastructure/http/nullable';
import { MAX_SECRETS, MAX_SECTIONS } from '../domain/guest-portal.decider';

/** PUT /api/booking/:id/arrival: the rules (time shape, flight shape, guest limit) are the decider's. */
export class ArrivalDetailsBodyDto {
  @Nullable() @IsString({ context: { code: 'portal.arrivalTimeInvalid' } }) @MaxLength(5, { context: { code: 'portal.arrivalTimeInvalid' } }) arrivalTime?: string | null;
  @Nullable() @IsString({ context: { code: 'portal.flightInvalid' } }) @MaxLength(12, { context: { code: 'portal.flightInvalid' } }) flight?: string | null;
  @IsInt({ context: { code: 'portal.adultsInvalid' } }) adults!: number;
  @IsInt({ context: { code: 'portal.childrenInvalid' } }) children!: number;
}

export class LocalizedBodyDto {
  @IsString() @MaxLength(5000) th!: string;
  @IsString() @MaxLength(5000) en!: string;
}

export class ManualSectionBodyDto {
  /** Absent for a new section: the server gives it one. */
  @IsOptional() @IsString() @MaxLength(64) id?: string;
  @IsObject() @ValidateNested() @Type(() => LocalizedBodyDto) title!: LocalizedBodyDto;
  @IsObject() @ValidateNested() @Type(() => LocalizedBodyDto) body!: LocalizedBodyDto;
  @IsOptional() @IsString() @MaxLength(500) mapUrl?: string;
}

/** PUT /api/admin/guest-portal/manual: every section, in order. */
export class HouseManualBodyDto {
  @IsArray() @ArrayMaxSize(MAX_SECTIONS) @ValidateNested({ each: true }) @Type(() => ManualSectionBodyDto) sections!: ManualSectionBodyDto[];
}

export class SecretBodyDto {
  @IsOptional() @IsString() @MaxLength(64) id?: string;
  @IsObject() @ValidateNested() @Type(() => LocalizedBodyDto) label!: LocalizedBodyDto;
  @IsString() @MaxLength(200) value!: string;
}

/** PUT /api/admin/guest-portal/secrets: every secret, in order (door code, Wi-Fi password …). */
export class PortalSecretsBodyDto {
  @IsArray() @ArrayMaxSize(MAX_SECRETS) @ValidateNested({ each: true }) @Type(() => SecretBodyDto) secrets!: SecretBodyDto[];
}

/** PATCH /api/admin/guest-portal/settings. */
export class PortalSettingsBodyDto {
  @IsOptional() @IsInt({ context: { code: 'portal.daysInvalid' } }) secretsDaysBefore?: number;
  @IsOptional() @IsInt({ context: { code: 'portal.daysInvalid' } }) preArrivalDaysBefore?: number;
}

/** PUT /api/admin/guest-portal/emails/:kind. */
export class GuestEmailBodyDto {
  @IsBoolean() enabled!: boolean;
  @IsObject() @ValidateNested() @Type(() => LocalizedBodyDto) subject!: LocalizedBodyDto;
  @IsObject() @ValidateNested() @Type(() => LocalizedBodyDto) body!: LocalizedBodyDto;
}

export const EMAIL_KIND_VALUES = [...GUEST_EMAIL_KINDS];
export class GuestEmailKindParam {
  @IsIn(EMAIL_KIND_VALUES) kind!: (typeof GUEST_EMAIL_KINDS)[number];
}

/** GET /api/admin/arrivals?ids=a,b: arrival details of the bookings shown (calendar, drawer). */
export class ArrivalsQueryDto {
  @IsString() @MaxLength(200 * 37) ids!: string;
}
