/** What other contexts use from the stay guard: the night holds (in their own transaction), the guard around a holder's appends. */
export { STAY_TAKEN, holdersOf, refusedStayOf, setHold, type Holder, type HolderKind, type Stay } from './night-holds';
export { guardChange, type GuardChange, type HeldStays, type HolderEvent } from './held-stays';
export { planStream, type Reservation } from './stay-reconcile.plan';
export { RESERVATION_TIMEOUT_MS, StayGuardReconciliation } from './stay-guard-reconciliation';
export { StayReservations } from './stay-reservations';
export { StayGuard } from './stay-guard.service';
export { StayGuardModule } from './stay-guard.module';
