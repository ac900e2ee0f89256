import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { LEDGER_METHODS, type LedgerMethod } from '@baan-talay/contracts';

/** PUT /api/admin/villa/payment-plan: any of the plan's settings; ranges are the villa decider's. */
export class PaymentPlanPatchDto {
  @IsOptional() @IsInt({ message: 'depositPercent must be a whole number' }) depositPercent?: number;
  @IsOptional() @IsInt({ message: 'balanceDueDays must be a whole number' }) balanceDueDays?: number;
  @IsOptional() @IsInt({ message: 'securityDeposit must be a whole number' }) securityDeposit?: number;
  @IsOptional() @IsBoolean({ message: 'autoCancelOverdueBalance must be true or false' }) autoCancelOverdueBalance?: boolean;
}

/** POST /api/admin/bookings/:id/payments: money taken without a slip. */
export class ManualPaymentDto {
  @IsIn(['manual', 'security_deposit'], { message: 'kind must be manual or security_deposit' }) kind!: 'manual' | 'security_deposit';
  @IsInt({ message: 'amount must be a whole number of baht' }) amount!: number;
  @IsIn([...LEDGER_METHODS], { message: `method must be one of ${LEDGER_METHODS.join(', ')}` }) method!: LedgerMethod;
  @IsOptional() @IsString() @MaxLength(500) note?: string;
}

export class RejectSlipDto {
  @IsString({ message: 'reason: This field is required' }) @MaxLength(500) reason!: string;
}

export class DeductionDto {
  @IsInt({ message: 'amount must be a whole number of baht' }) amount!: number;
  @IsString({ message: 'reason: This field is required' }) @MaxLength(500) reason!: string;
}

/** POST /api/admin/bookings/:id/security-deposit/return: what is kept, and why (the guest is e-mailed it). */
export class ReturnSecurityDepositDto {
  @IsArray({ message: 'deductions must be a list' })
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => DeductionDto)
  deductions!: DeductionDto[];
}
