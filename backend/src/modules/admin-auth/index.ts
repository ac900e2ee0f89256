/** What other contexts may use from the admin-auth context: the admin guard, who the admin is. */
export { AdminIdentity } from './admin-identity';
export type { AdminActor } from './security/admin-actor';
export { AdminGuard } from './security/admin.guard';
export { AdminUsersReader } from './queries/admin-users.reader';
export { SendPasswordResetMailCommand } from './password-reset-mail';
export { SendAdminRegisteredMailCommand } from './admin-registered-mail';
export { CurrentAdmin } from './security/current-admin.decorator';
