import { Transform } from 'class-transformer';
import { LANGUAGES, type Language } from '@baan-talay/contracts';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, IsBoolean } from 'class-validator';

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

/** "Forgot password?": the address, and the language the e-mail should be written in. */
export class PasswordResetRequestDto {
  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(254)
  email!: string;

  @IsOptional() @IsIn(LANGUAGES) language?: Language;
}

export class PasswordResetDto {
  @IsString({ message: 'token must be text' })
  @IsNotEmpty({ message: 'This field is required' })
  @MaxLength(200)
  token!: string;

  /** Checked by the same rules as registration (password-policy.ts), answering a coded reason. */
  @IsString({ message: 'password must be text' })
  @MaxLength(128, { message: 'The password must be at most 128 characters long' })
  password!: string;
}
