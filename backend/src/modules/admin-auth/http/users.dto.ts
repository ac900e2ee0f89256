import { IsIn } from 'class-validator';

export class ChangeAdminStatusDto {
  @IsIn(['active', 'disabled'], { message: "status must be 'active' (approve or enable) or 'disabled'" })
  status!: 'active' | 'disabled';
}
