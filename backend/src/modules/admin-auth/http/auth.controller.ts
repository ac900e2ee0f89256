import { Body, Controller, Get, HttpCode, Ip, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminUserDto, AuthResponse, RegisterResponse } from '@baan-talay/contracts';
import { RegisterAdminCommand, RegisterAdminResult } from '../commands/register-admin.handler';
import { AdminActor } from '../security/admin-actor';
import { AdminUsersReader } from '../queries/admin-users.reader';
import { AdminGuard } from '../security/admin.guard';
import { AdminSessions } from '../security/admin-sessions.service';
import { CurrentAdmin } from '../security/current-admin.decorator';
import { AWAITING_APPROVAL_MESSAGE, LoginService } from '../security/login.service';
import { LoginDto, RegisterAdminDto } from './auth.dto';

@Controller('admin/auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly login: LoginService,
    private readonly sessions: AdminSessions,
    private readonly users: AdminUsersReader,
  ) {}

  /**
   * 201 `{token, user}` for the first account (an active admin at once); every later account gets
   * 201 `{token: null, user: {status: 'pending'}, message}` and may log in once an admin approves it.
   */
  @Post('register')
  async register(@Body() body: RegisterAdminDto): Promise<RegisterResponse> {
    const { user, position }: RegisterAdminResult = await this.commands.execute(
      new RegisterAdminCommand(body.name, body.email, body.password, 'web'),
    );
    // The token is checked against the users read model, so it must hold the account first.
    await this.users.caughtUp(position);
    if (user.status !== 'active') return { token: null, user, message: AWAITING_APPROVAL_MESSAGE };
    return { token: await this.sessions.issue(user), user };
  }

  /** 200 `{token, user}`; 401 wrong credentials, 403 waiting or disabled account, 429 too many failures. */
  @Post('login')
  @HttpCode(200)
  signIn(@Body() body: LoginDto, @Ip() ip: string): Promise<AuthResponse> {
    return this.login.login(body.email, body.password, ip);
  }

  @Get('me')
  @UseGuards(AdminGuard)
  me(@CurrentAdmin() admin: AdminActor): Promise<AdminUserDto> {
    return this.users.get(admin.id);
  }
}
