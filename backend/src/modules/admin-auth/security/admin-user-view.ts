import type { AdminUserDto } from '@baan-talay/contracts';
import type { AdminUserEntity } from '../projections/admin-user.entity';

/** What the API shows of an account (never the password hash). */
export function toAdminUserDto(user: AdminUserEntity): AdminUserDto {
  return { id: user.id, email: user.email, name: user.name, status: user.status, role: user.role, createdAt: user.createdAt.toISOString(), bookingEmails: user.bookingEmails };
}
