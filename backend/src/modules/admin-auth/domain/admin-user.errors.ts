/** A rule of the admin-user aggregate said no; the HTTP layer maps `code` to a 4xx. */
export class AdminUserError extends Error {
  constructor(
    readonly code: 'not_found' | 'already_registered' | 'self_disable',
    message: string,
  ) {
    super(message);
    this.name = 'AdminUserError';
  }
}
