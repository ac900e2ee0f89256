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
    /**
     * Only in events recorded before migration 1760000005100: the hash now lives in
     * admin_credentials and is never written to the log again.
     */
    passwordHash?: string;
    /** The first account (and one made with the CLI) is active at once; others wait for approval. */
    status: Exclude<AdminUserStatus, 'disabled' | 'rejected'>;
    /**
     * The account became the owner (first account, or `admin:create --owner`, which takes the
     * ownership from the previous owner). Absent in old events: there the first web account,
     * the only one active at once, was the owner.
     */
    owner?: boolean;
  };
}

/** A waiting account approved, or a disabled or rejected one enabled again. */
export interface AdminApproved {
  type: 'AdminApproved';
  data: { adminId: string; previousStatus: Exclude<AdminUserStatus, 'active'> };
}

export interface AdminDisabled {
  type: 'AdminDisabled';
  data: { adminId: string; previousStatus: Exclude<AdminUserStatus, 'disabled'> };
}

/** A waiting account refused by the owner. */
export interface AdminRejected {
  type: 'AdminRejected';
  data: { adminId: string };
}

/** Recorded on the new owner's stream; the previous owner becomes a plain admin. */
export interface AdminOwnershipTransferred {
  type: 'AdminOwnershipTransferred';
  data: { adminId: string; fromAdminId: string };
}

/** The hash itself goes to admin_credentials, never into the log. */
export interface AdminPasswordChanged {
  type: 'AdminPasswordChanged';
  data: { adminId: string };
}

/** A new password set through an e-mailed reset link (the hash goes to admin_credentials). */
export interface AdminPasswordReset {
  type: 'AdminPasswordReset';
  data: { adminId: string };
}

/** The admin's own choice of e-mails about new bookings and uploaded slips. */
export interface AdminNotificationsChanged {
  type: 'AdminNotificationsChanged';
  data: { adminId: string; bookingEmails: boolean };
}

export type AdminUserEvent =
  | AdminRegistered
  | AdminApproved
  | AdminDisabled
  | AdminRejected
  | AdminOwnershipTransferred
  | AdminPasswordChanged
  | AdminPasswordReset
  | AdminNotificationsChanged;
export { ADMIN_USER_EVENT_TYPES };
// Fails to compile when an event is added to the union but not to the shared list, or the reverse.
export const adminUserEventTypesAgree: SameNames<AdminUserEvent['type'], (typeof ADMIN_USER_EVENT_TYPES)[number]> = true;
