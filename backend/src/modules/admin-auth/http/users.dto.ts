import { IsIn } from 'class-validator';

export class ChangeAdminStatusDto {
  @IsIn(['active', 'disabled', 'rejected'], {
    message: "status must be 'active' (approve or enable), 'disabled' or 'rejected' (a waiting account)",
  })
  status!: 'active' | 'disabled' | 'rejected';
}
