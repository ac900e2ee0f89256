/**
 * What admin-auth asks of the e-mail pipeline (the notifications context handles it): tell the
 * owner that an account registered on the site and waits for their approval.
 */
export class SendAdminRegisteredMailCommand {
  constructor(
    readonly adminId: string,
    readonly name: string,
    readonly email: string,
  ) {}
}
