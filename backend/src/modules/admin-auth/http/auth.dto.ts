import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, IsBoolean } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** SPEC §3: the register form sends every field except confirmPassword. */
export class RegisterAdminDto {
  @Transform(trim)
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'This field is required' })
  @MaxLength(100)
  name!: string;

  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(254)
  email!: string;

  /** Length and strength are checked with the e-mail (password-policy.ts), answering a coded reason. */
  @IsString({ message: 'password must be text' })
  @MaxLength(128, { message: 'The password must be at most 128 characters long' })
  password!: string;
}

export class ChangePasswordDto {
  @IsString({ message: 'currentPassword must be text' })
  @IsNotEmpty({ message: 'This field is required' })
  @MaxLength(128)
  currentPassword!: string;

  @IsString({ message: 'newPassword must be text' })
  @MaxLength(128, { message: 'The password must be at most 128 characters long' })
  newPassword!: string;
}

export class LoginDto {
  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(254)
  email!: string;

  @IsString({ message: 'password must be text' })
  @IsNotEmpty({ message: 'This field is required' })
  @MaxLength(128)
  password!: string;
}

export class NotificationsDto {
  @IsBoolean({ message: 'bookingEmails must be true or false' })
  bookingEmails!: boolean;
}
