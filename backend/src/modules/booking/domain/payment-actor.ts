import type { PaymentActor } from './payment.events';

/** The actor a payment event names: its kind and id, never an e-mail address (events keep no personal data there). */
export const paymentActor = (actor: { kind: 'guest' | 'admin' | 'system'; id?: string }): PaymentActor => ({
  kind: actor.kind,
  ...(actor.id && { id: actor.id }),
});
