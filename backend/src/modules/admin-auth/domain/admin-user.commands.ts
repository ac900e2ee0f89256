export interface RegisterAdmin {
  type: 'RegisterAdmin';
  adminId: string;
  name: string;
  /** Already normalised (trimmed, lower case). */
  email: string;
  /**
   * Active at once instead of waiting for approval: the very first account of the installation,
   * or one an operator creates with the CLI.
   */
  activate: boolean;
  /** Becomes the owner (first account, or `admin:create --owner`). */
  owner: boolean;
}

/**
 * Sets an account's status as an admin asked; `byAdminId` is who asked, `ownerId` the owner the
 * handler read (the same transaction re-checks it).
 */
export interface ChangeAdminStatus {
  type: 'ChangeAdminStatus';
  adminId: string;
  status: 'active' | 'disabled' | 'rejected';
  byAdminId: string;
  ownerId: string | null;
}

/** Hands the ownership to this (active) account; only the owner may. */
export interface TransferOwnership {
  type: 'TransferOwnership';
  adminId: string;
  byAdminId: string;
  ownerId: string | null;
}

/** The new hash is written beside the event (admin_credentials), after the old password was checked. */
export interface ChangeAdminPassword {
  type: 'ChangeAdminPassword';
  adminId: string;
}

/** A new password through an e-mailed link: the token was checked (and is spent) beside the event. */
export interface ResetAdminPassword {
  type: 'ResetAdminPassword';
  adminId: string;
}

/** One's own e-mails about new bookings and uploaded slips, on or off. */
export interface SetAdminNotifications {
  type: 'SetAdminNotifications';
  adminId: string;
  bookingEmails: boolean;
}

export type AdminUserCommand = RegisterAdmin | ChangeAdminStatus | TransferOwnership | ChangeAdminPassword | ResetAdminPassword | SetAdminNotifications;
