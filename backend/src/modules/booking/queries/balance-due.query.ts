/**
 * Whether a confirmed booking still waits for its balance (issue 30), so its guest may send the
 * balance slip. Answered by the payments context from its ledger: the booking context asks over the
 * query bus and never reads that read model itself.
 */
export class BalanceDueQuery {
  constructor(readonly bookingId: string) {}
}
