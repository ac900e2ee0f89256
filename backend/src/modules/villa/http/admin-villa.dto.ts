import { plainToInstance, Transform, Type } from 'class-transformer';
import { assertSafeInput } from '../../../infrastructure/http/safe-input.pipe';
import {
  ArrayMaxSize, IsArray, IsInt, IsNumber, IsObject, IsOptional, IsString, MaxLength, ValidateNested,
} from 'class-validator';
import { Nullable } from '../../../infrastructure/http/nullable';

/** `{th?, en?}`: a text in either language or both; lengths are checked by the villa decider. */
export class LocalizedTextPatchDto {
  @IsOptional() @IsString() th?: string;
  @IsOptional() @IsString() en?: string;
}

const text = () => (target: object, key: string) => {
  IsOptional()(target, key);
  IsObject({ message: `${key} must be an object of texts by language, e.g. {"th": "…", "en": "…"}` })(target, key);
  ValidateNested()(target, key);
  Type(() => LocalizedTextPatchDto)(target, key);
};
const whole = () => (target: object, key: string) => {
  IsOptional()(target, key);
  IsInt({ message: `${key} must be a whole number` })(target, key);
};

const short = () => (target: object, key: string) => {
  IsOptional()(target, key);
  IsString({ message: `${key} must be text` })(target, key);
  MaxLength(300)(target, key);
};
const coordinate = () => (target: object, key: string) => {
  Nullable()(target, key);
  IsNumber({ allowNaN: false, allowInfinity: false }, { message: `${key} must be a number or null` })(target, key);
};

/**
 * PATCH /api/admin/villa: any subset of the editable fields. Ranges and cross-field rules
 * (minRooms ≤ bedrooms, minNights ≤ maxNights, PromptPay id format) are the villa decider's.
 */
export class AdminVillaUpdateDto {
  @text() name?: LocalizedTextPatchDto;
  @text() title?: LocalizedTextPatchDto;
  @text() description?: LocalizedTextPatchDto;
  @text() beachfront?: LocalizedTextPatchDto;
  @text() location?: LocalizedTextPatchDto;
  @text() privacyNotice?: LocalizedTextPatchDto;
  @text() houseRules?: LocalizedTextPatchDto;
  @text() cancellationPolicy?: LocalizedTextPatchDto;
  @text() address?: LocalizedTextPatchDto;
  /** Times "HH:MM" and contact channels, '' clears one; formats are the villa decider's (coded errors). */
  @short() checkInTime?: string;
  @short() checkOutTime?: string;
  @short() contactPhone?: string;
  @short() contactEmail?: string;
  @short() contactLineId?: string;
  @short() contactWhatsApp?: string;
  /** The map pin, null removes it; ranges are the villa decider's. */
  @coordinate() mapLatitude?: number | null;
  @coordinate() mapLongitude?: number | null;
  @whole() sizeSqm?: number;
  @whole() maxGuests?: number;
  @whole() bedrooms?: number;
  @whole() bathrooms?: number;
  @whole() minRooms?: number;
  @whole() weekdayPrice?: number;
  @whole() weekdayDiscountedPrice?: number;
  @whole() weekendPrice?: number;
  @whole() weekendDiscountedPrice?: number;
  @whole() priceReductionPerRoom?: number;
  @whole() paymentWindowMinutes?: number;
  @whole() minNights?: number;
  @whole() maxNights?: number;
  /** A Thai mobile number, a 13-digit tax id or a 15-digit e-wallet id; null or '' removes it. */
  @Nullable()
  @IsString({ message: 'promptPayId must be text (a phone number or a tax id) or null' })
  @MaxLength(40)
  promptPayId?: string | null;
}

export class BankAccountInputDto {
  /** Keep an account's id when editing it; new accounts get one. */
  @IsOptional() @IsString() @MaxLength(100) id?: string;
  @IsString({ message: 'bankName: This field is required' }) bankName!: string;
  @IsString({ message: 'accountNumber: This field is required' }) accountNumber!: string;
  @IsString({ message: 'accountName: This field is required' }) accountName!: string;
}

/** PATCH /api/admin/villa/bank-details: the whole list, in display order. */
export class BankDetailsDto {
  @IsArray({ message: 'bankDetails must be a list of bank accounts' })
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => BankAccountInputDto)
  bankDetails!: BankAccountInputDto[];
}

/** Multipart fields are text: JSON is parsed here, and texts become DTOs so they are validated. */
const json = (asText?: boolean) => ({ value, key }: { value: unknown; key: string }) => {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return value;
    }
    assertSafeInput(parsed, key);
  }
  return asText && parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? plainToInstance(LocalizedTextPatchDto, parsed) : parsed;
};

/**
 * POST /api/admin/villa/rooms and PATCH …/rooms/:id (multipart): `name` and `description` as JSON
 * text `{"th": "…", "en": "…"}`, files in `roomImages`. On PATCH, `images` (JSON list of the room's
 * current URLs) keeps those, in that order; new files are added after them.
 */
export class RoomFormDto {
  @Transform(json(true)) @text() name?: LocalizedTextPatchDto;
  @Transform(json(true)) @text() description?: LocalizedTextPatchDto;

  @Transform(json())
  @IsOptional()
  @IsArray({ message: 'images must be a JSON list of image URLs' })
  @IsString({ each: true })
  images?: string[];
}
