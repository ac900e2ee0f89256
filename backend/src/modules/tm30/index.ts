/** What other contexts may use from the TM30 context. */
export { Tm30Module } from './tm30.module';
