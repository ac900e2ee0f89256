export interface RegisterAdmin {
  type: 'RegisterAdmin';
  adminId: string;
  name: string;
  /** Already normalised (trimmed, lower case). */
  email: string;
  passwordHash: string;
  /** Whether this account won the single "first account" claim. */
  first: boolean;
}

/** Sets an account's status as an admin asked; `byAdminId` is who asked. */
export interface ChangeAdminStatus {
  type: 'ChangeAdminStatus';
  adminId: string;
  status: 'active' | 'disabled';
  byAdminId: string;
}

export type AdminUserCommand = RegisterAdmin | ChangeAdminStatus;
