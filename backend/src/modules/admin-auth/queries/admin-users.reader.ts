import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AdminUserDto } from '@baan-talay/contracts';
import { Repository } from 'typeorm';
import { SubscriptionRunner } from '../../../event-store/subscriptions/subscription-runner';
import { AdminUserEntity } from '../projections/admin-user.entity';
import { ADMIN_USERS_PROJECTION } from '../projections/admin-users.projection';
import { toAdminUserDto } from '../security/admin-user-view';

/** Queries over the admin_users read model. */
@Injectable()
export class AdminUsersReader {
  private readonly logger = new Logger(AdminUsersReader.name);

  constructor(
    @InjectRepository(AdminUserEntity) private readonly users: Repository<AdminUserEntity>,
    private readonly runner: SubscriptionRunner,
  ) {}

  /** Read-your-writes after a command; a slow projection delays the answer but never fails it. */
  async caughtUp(position: string | null): Promise<void> {
    if (!position) return;
    await this.runner.waitFor(ADMIN_USERS_PROJECTION, position, 5000).catch((error: Error) => {
      this.logger.warn(`admin users read model is behind: ${error.message}`);
    });
  }

  async get(id: string): Promise<AdminUserDto> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new NotFoundException(`Admin user ${id} not found`);
    return toAdminUserDto(user);
  }

  async list(): Promise<AdminUserDto[]> {
    const users = await this.users
      .createQueryBuilder('u')
      .orderBy(`CASE WHEN u.status = 'pending' THEN 0 ELSE 1 END`)
      .addOrderBy('u.created_at', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .getMany();
    return users.map(toAdminUserDto);
  }
}
