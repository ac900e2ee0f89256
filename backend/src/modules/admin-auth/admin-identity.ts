import type { Actor } from '../../event-store/event-store.port';

/**
 * Resolves an `Authorization: Bearer …` header to an active admin, or null. Implemented by the
 * admin-auth module (global provider); other contexts use it for "booking token or admin" routes.
 */
export abstract class AdminIdentity {
  abstract verify(authorization: string | undefined): Promise<(Actor & { kind: 'admin' }) | null>;
}
