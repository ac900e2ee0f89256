import { IsOptional, IsString, MaxLength } from 'class-validator';

/** PUT /api/booking/:id/buyer: lengths, the tax id checksum and the branch are the decider's (coded errors). */
export class BuyerDetailsBodyDto {
  @IsString({ message: 'name must be text' }) @MaxLength(200) name!: string;
  @IsString({ message: 'address must be text' }) @MaxLength(500) address!: string;
  @IsOptional() @IsString() @MaxLength(20) taxId?: string;
  @IsOptional() @IsString() @MaxLength(5) branch?: string;
}
