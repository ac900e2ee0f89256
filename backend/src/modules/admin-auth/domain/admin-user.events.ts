import { ADMIN_USER_EVENT_TYPES, type SameNames } from '@baan-talay/contracts';
import type { AdminUserStatus } from '@baan-talay/contracts';

/** Stream of one admin account: `admin-user-<id>`. */
export const adminUserStreamId = (adminId: string): string => `admin-user-${adminId}`;
export const ADMIN_USER_STREAM_PREFIX = 'admin-user-';

export interface AdminRegistered {
  type: 'AdminRegistered';
  data: {
    adminId: string;
    name: string;
    email: string;
    /** scrypt hash; never shown by the audit log. */
    passwordHash: string;
    /** The first account (and one made with the CLI) is active at once; others wait for approval. */
    status: Exclude<AdminUserStatus, 'disabled'>;
  };
}

/** A waiting account approved, or a disabled one enabled again. */
export interface AdminApproved {
  type: 'AdminApproved';
  data: { adminId: string; previousStatus: Exclude<AdminUserStatus, 'active'> };
}

export interface AdminDisabled {
  type: 'AdminDisabled';
  data: { adminId: string; previousStatus: Exclude<AdminUserStatus, 'disabled'> };
}

export type AdminUserEvent = AdminRegistered | AdminApproved | AdminDisabled;
export { ADMIN_USER_EVENT_TYPES };
// Fails to compile when an event is added to the union but not to the shared list, or the reverse.
export const adminUserEventTypesAgree: SameNames<AdminUserEvent['type'], (typeof ADMIN_USER_EVENT_TYPES)[number]> = true;
