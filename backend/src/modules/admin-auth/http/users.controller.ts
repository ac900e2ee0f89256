import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminUserDto } from '@baan-talay/contracts';
import { ChangeAdminStatusCommand, TransferOwnershipCommand } from '../commands/change-admin-status.handler';
import { AdminUsersReader } from '../queries/admin-users.reader';
import { AdminActor } from '../security/admin-actor';
import { AdminGuard } from '../security/admin.guard';
import { CurrentAdmin } from '../security/current-admin.decorator';
import { ChangeAdminStatusDto } from './users.dto';

const uuid = new ParseUUIDPipe({ version: '4' });

@Controller('admin/users')
@UseGuards(AdminGuard)
export class UsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: AdminUsersReader,
  ) {}

  /** Every account, waiting ones first, then by registration time. */
  @Get()
  list(): Promise<AdminUserDto[]> {
    return this.users.list();
  }

  /**
   * Owner only (403 otherwise). `{status: 'active'}` approves a waiting account or enables one
   * again; `'disabled'` locks it out at once; `'rejected'` refuses a waiting one. The owner cannot be
   * disabled (400).
   */
  @Patch(':id')
  async changeStatus(
    @Param('id', uuid) id: string,
    @Body() body: ChangeAdminStatusDto,
    @CurrentAdmin() admin: AdminActor,
  ): Promise<AdminUserDto> {
    const { position } = await this.commands.execute(new ChangeAdminStatusCommand(id, body.status, admin));
    await this.users.caughtUp(position);
    return this.users.get(id);
  }

  /** Owner only: hands the ownership to this active account; the caller becomes a plain admin. */
  @Post(':id/ownership')
  @HttpCode(200)
  async transferOwnership(@Param('id', uuid) id: string, @CurrentAdmin() admin: AdminActor): Promise<AdminUserDto[]> {
    const { position } = await this.commands.execute(new TransferOwnershipCommand(id, admin));
    await this.users.caughtUp(position);
    return this.users.list();
  }
}
