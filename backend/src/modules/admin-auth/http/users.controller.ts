import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminUserDto } from '@baan-talay/contracts';
import { ChangeAdminStatusCommand } from '../commands/change-admin-status.handler';
import { AdminUsersReader } from '../queries/admin-users.reader';
import { AdminActor } from '../security/admin-actor';
import { AdminGuard } from '../security/admin.guard';
import { CurrentAdmin } from '../security/current-admin.decorator';
import { ChangeAdminStatusDto } from './users.dto';

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

  /** `{status: 'active'}` approves a waiting account or enables a disabled one; `'disabled'` locks it out at once. */
  @Patch(':id')
  async changeStatus(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @Body() body: ChangeAdminStatusDto,
    @CurrentAdmin() admin: AdminActor,
  ): Promise<AdminUserDto> {
    const { position } = await this.commands.execute(new ChangeAdminStatusCommand(id, body.status, admin));
    await this.users.caughtUp(position);
    return this.users.get(id);
  }
}
