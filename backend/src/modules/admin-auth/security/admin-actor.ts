import type { Actor } from '../../../event-store/event-store.port';

/** The signed-in admin, as every admin route receives it and as event metadata records it. */
export type AdminActor = Actor & { kind: 'admin'; id: string; email: string };

/** Claims of an admin session token (HS256, expires after ADMIN_TOKEN_TTL). */
export interface AdminJwtPayload {
  /** Admin user id. */
  sub: string;
  email: string;
  /** The account's token version when issued; logout, a password or status change raise it. */
  ver: number;
  iat?: number;
  /** Required: a token without an expiry is refused. */
  exp?: number;
}

export const ADMIN_TOKEN_TTL_SECONDS = 12 * 60 * 60;
export const ADMIN_JWT_STRATEGY = 'admin-jwt';
