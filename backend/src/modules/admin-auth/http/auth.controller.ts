import { Body, Controller, Get, HttpCode, Patch, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminUserDto, AuthResponse, RegisterResponse } from '@baan-talay/contracts';
import { RateLimited } from '../../../infrastructure/http/rate-limit';
import { ChangeAdminPasswordCommand } from '../commands/change-admin-password.handler';
import { RegisterAdminCommand, RegisterAdminResult } from '../commands/register-admin.handler';
import { SetAdminNotificationsCommand } from '../commands/set-admin-notifications.handler';
import { AdminActor } from '../security/admin-actor';
import { AdminUsersReader } from '../queries/admin-users.reader';
import { AdminGuard } from '../security/admin.guard';
import { AdminSessions } from '../security/admin-sessions.service';
import { CurrentAdmin } from '../security/current-admin.decorator';
import { AWAITING_APPROVAL_MESSAGE, LoginService } from '../security/login.service';
import { RequestPasswordResetCommand } from '../commands/request-password-reset.handler';
import { ResetAdminPasswordCommand } from '../commands/reset-admin-password.handler';
import { ChangePasswordDto, LoginDto, NotificationsDto, PasswordResetDto, PasswordResetRequestDto, RegisterAdminDto } from './auth.dto';

export const RESET_REQUESTED_MESSAGE = 'If an active admin account has this address, a link to set a new password is on its way';

@Controller('admin/auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly login: LoginService,
    private readonly sessions: AdminSessions,
    private readonly users: AdminUsersReader,
  ) {}

  /**
   * 201 `{token, user}` for the first account (the owner, active at once); every later account gets
   * 201 `{token: null, user: {status: 'pending'}, message}` and may log in once the owner approves it.
   */
  @Post('register')
  @RateLimited('register-ip')
  async register(@Body() body: RegisterAdminDto): Promise<RegisterResponse> {
    const { user, position }: RegisterAdminResult = await this.commands.execute(
      new RegisterAdminCommand(body.name, body.email, body.password, 'web'),
    );
    // The token is checked against the users read model, so it must hold the account first.
    await this.users.caughtUp(position);
    if (user.status !== 'active') return { token: null, user, message: AWAITING_APPROVAL_MESSAGE };
    return { token: await this.sessions.issue(user), user };
  }

  /** 200 `{token, user}`; 401 wrong credentials, 403 waiting, rejected or disabled account, 429 too many attempts. */
  @Post('login')
  @HttpCode(200)
  @RateLimited('login-ip', 'login-account')
  signIn(@Body() body: LoginDto): Promise<AuthResponse> {
    return this.login.login(body.email, body.password);
  }

  /** 204; every token of the account stops working (all its sessions end). */
  @Post('logout')
  @HttpCode(204)
  @UseGuards(AdminGuard)
  async logout(@CurrentAdmin() admin: AdminActor): Promise<void> {
    await this.sessions.revokeAll(admin.id);
  }

  /**
   * 200 `{token, user}`: a new session, since the change ends every older one. 400 with a coded
   * reason for a wrong current password or a weak new one.
   */
  @Post('password')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @RateLimited('login-ip')
  async changePassword(@Body() body: ChangePasswordDto, @CurrentAdmin() admin: AdminActor): Promise<AuthResponse> {
    await this.commands.execute(new ChangeAdminPasswordCommand(admin, body.currentPassword, body.newPassword));
    return { token: await this.sessions.issue(admin), user: await this.users.get(admin.id) };
  }

  /** 202, the same answer for any address: whether it has an account is not told. 429 too many requests. */
  @Post('password-reset')
  @HttpCode(202)
  @RateLimited('password-reset-ip', 'password-reset-address')
  async requestReset(@Body() body: PasswordResetRequestDto): Promise<{ message: string }> {
    await this.commands.execute(new RequestPasswordResetCommand(body.email, body.language ?? 'th'));
    return { message: RESET_REQUESTED_MESSAGE };
  }

  /** 204: the new password is set and every session of the account has ended. 400 a spent or expired link, or a weak password. */
  @Post('password-reset/confirm')
  @HttpCode(204)
  @RateLimited('login-ip')
  async reset(@Body() body: PasswordResetDto): Promise<void> {
    await this.commands.execute(new ResetAdminPasswordCommand(body.token, body.password));
  }

  @Get('me')
  @UseGuards(AdminGuard)
  me(@CurrentAdmin() admin: AdminActor): Promise<AdminUserDto> {
    return this.users.get(admin.id);
  }

  /** `{bookingEmails}`: one's own e-mails about new bookings and uploaded slips. */
  @Patch('me/notifications')
  @UseGuards(AdminGuard)
  async notifications(@Body() body: NotificationsDto, @CurrentAdmin() admin: AdminActor): Promise<AdminUserDto> {
    const position: string | null = await this.commands.execute(new SetAdminNotificationsCommand(admin, body.bookingEmails));
    await this.users.caughtUp(position);
    return this.users.get(admin.id);
  }
}
