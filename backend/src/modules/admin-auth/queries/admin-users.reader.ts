import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AdminUserDto } from '@baan-talay/contracts';
import { In, Repository } from 'typeorm';
import { SubscriptionRunner } from '../../../event-store/subscriptions/subscription-runner';
import { DomainError } from '../../../shared/domain-error';
import { awaitProjection } from '../../../event-store/subscriptions/read-your-writes';
import { AdminUserEntity } from '../projections/admin-user.entity';
import { ADMIN_USERS_PROJECTION } from '../projections/admin-users.projection';
import { toAdminUserDto } from '../security/admin-user-view';

/** Queries over the admin_users read model. */
@Injectable()
export class AdminUsersReader {
  constructor(
    @InjectRepository(AdminUserEntity) private readonly users: Repository<AdminUserEntity>,
    private readonly runner: SubscriptionRunner,
  ) {}

  /** Read-your-writes after a command; a slow projection delays the answer but never fails it. */
  caughtUp(position: string | null): Promise<void> {
    return awaitProjection(this.runner, ADMIN_USERS_PROJECTION, position);
  }

  async get(id: string): Promise<AdminUserDto> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new DomainError('not_found', `Admin user ${id} not found`, { code: 'admin.userNotFound', params: { adminId: id } });
    return toAdminUserDto(user);
  }

  /** Where e-mails about new bookings and slips go: every active admin who has not turned them off. */
  async bookingEmailRecipients(): Promise<string[]> {
    const users = await this.users.find({ where: { status: 'active', bookingEmails: true }, order: { createdAt: 'ASC' } });
    return users.map((user) => user.email);
  }

  /** The owner's address (operational alerts go there), or null before the first admin registers. */
  async ownerEmail(): Promise<string | null> {
    const owner = await this.users.findOne({ where: { role: 'owner', status: 'active' }, order: { createdAt: 'ASC' } });
    return owner?.email ?? null;
  }

  /** The names of these admins (by id), for showing who did what; unknown ids are left out. */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const users = await this.users.find({ select: { id: true, name: true }, where: { id: In([...new Set(ids)]) } });
    return new Map(users.filter((user) => user.name).map((user) => [user.id, user.name]));
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
