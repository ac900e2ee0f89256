import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNumber, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { LocalizedTextPatchDto } from './admin-villa.dto';

/** Ranges (whole THB, percentages with two decimals) are the villa decider's, with coded errors. */
export class StayChargesPatchDto {
  @IsOptional() @IsInt() cleaningFee?: number;
  @IsOptional() @IsInt() extraGuestFee?: number;
  @IsOptional() @IsInt() guestsIncluded?: number;
  @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false }) serviceChargePercent?: number;
  @IsOptional() @IsBoolean() serviceChargeIncluded?: boolean;
  @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false }) vatPercent?: number;
  @IsOptional() @IsBoolean() vatIncluded?: boolean;
}

export class CancellationTierDto {
  @IsInt() daysBefore!: number;
  @IsInt() refundPercent!: number;
}

export class SellerPatchDto {
  @IsOptional() @IsObject() @ValidateNested() @Type(() => LocalizedTextPatchDto) legalName?: LocalizedTextPatchDto;
  @IsOptional() @IsObject() @ValidateNested() @Type(() => LocalizedTextPatchDto) address?: LocalizedTextPatchDto;
  @IsOptional() @IsString() @MaxLength(20) taxId?: string;
  @IsOptional() @IsString() @MaxLength(5) branch?: string;
}

/** PATCH /api/admin/villa/billing: any of taxes and fees, the cancellation tiers (the whole list), the seller. */
export class BillingSettingsPatchDto {
  @IsOptional() @IsObject() @ValidateNested() @Type(() => StayChargesPatchDto) charges?: StayChargesPatchDto;
  @IsOptional() @IsArray() @ArrayMaxSize(10) @ValidateNested({ each: true }) @Type(() => CancellationTierDto) cancellationTiers?: CancellationTierDto[];
  @IsOptional() @IsObject() @ValidateNested() @Type(() => SellerPatchDto) seller?: SellerPatchDto;
}
