export interface RegisterAdmin {
  type: 'RegisterAdmin';
  adminId: string;
  name: string;
  /** Already normalised (trimmed, lower case). */
  email: string;
  passwordHash: string;
  /**
   * Active at once instead of waiting for approval: the very first account of the installation,
   * or one an operator creates with the CLI.
   */
  activate: boolean;
}

/** Sets an account's status as an admin asked; `byAdminId` is who asked. */
export interface ChangeAdminStatus {
  type: 'ChangeAdminStatus';
  adminId: string;
  status: 'active' | 'disabled';
  byAdminId: string;
}

export type AdminUserCommand = RegisterAdmin | ChangeAdminStatus;
