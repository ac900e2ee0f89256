/** What other contexts may use from the audit context. */
export { GetStreamHistoryQuery } from './queries/get-stream-history.query';
