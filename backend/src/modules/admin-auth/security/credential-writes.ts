import type { StoreTransaction, TransactionalWrite } from '../../../event-store/event-store.port';
import { DomainError } from '../../../shared/domain-error';

/**
 * Writes to the write-side account tables (admin_credentials, admin_owner) that commit with the
 * event they belong to: a hash never enters the log, and a check of the owner holds until commit.
 */

/** A statement whose rows nobody reads. */
const run = async (tx: StoreTransaction, sql: string, params: unknown[]): Promise<void> => {
  await tx.query(sql, params);
};

/** `UPDATE … RETURNING` answers [rows, count] through TypeORM's pg driver. */
export const rowsOf = (result: unknown): unknown[] => (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : (result as unknown[]));

export function insertCredentials(adminId: string, passwordHash: string): TransactionalWrite {
  return {
    write: (tx) => run(tx, 'INSERT INTO admin_credentials (admin_id, password_hash) VALUES ($1, $2)', [adminId, passwordHash]),
    undo: (tx) => run(tx, 'DELETE FROM admin_credentials WHERE admin_id = $1', [adminId]),
  };
}

/** A new hash, and every token issued before it stops working. */
export function replacePassword(adminId: string, passwordHash: string, previousHash: string): TransactionalWrite {
  return {
    write: (tx) =>
      run(
        tx,
        'UPDATE admin_credentials SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE admin_id = $1',
        [adminId, passwordHash],
      ),
    undo: (tx) => run(tx, 'UPDATE admin_credentials SET password_hash = $2 WHERE admin_id = $1', [adminId, previousHash]),
  };
}

/** Ends every session of the account (a status change: old tokens must not outlive it). */
export function revokeSessions(adminId: string): TransactionalWrite {
  return {
    write: (tx) => run(tx, 'UPDATE admin_credentials SET token_version = token_version + 1 WHERE admin_id = $1', [adminId]),
    // A revoked token stays revoked: undoing would resurrect sessions someone meant to end.
    undo: async () => undefined,
  };
}

/** The account becomes the owner; whoever owned before (if anyone) no longer does. */
export function takeOwnership(adminId: string): TransactionalWrite {
  let previous: string | null = null;
  return {
    write: async (em) => {
      const rows = rowsOf(await em.query('SELECT admin_id FROM admin_owner FOR UPDATE')) as { admin_id: string }[];
      previous = rows[0]?.admin_id ?? null;
      await em.query(
        'INSERT INTO admin_owner (singleton, admin_id) VALUES (true, $1) ON CONFLICT (singleton) DO UPDATE SET admin_id = EXCLUDED.admin_id',
        [adminId],
      );
    },
    undo: (tx) =>
      previous
        ? run(tx, 'UPDATE admin_owner SET admin_id = $1', [previous])
        : run(tx, 'DELETE FROM admin_owner WHERE admin_id = $1', [adminId]),
  };
}

/** Moves the ownership, provided `from` still holds it when the event commits. */
export function moveOwnership(from: string, to: string): TransactionalWrite {
  return {
    write: async (em) => {
      const moved = rowsOf(await em.query('UPDATE admin_owner SET admin_id = $2 WHERE admin_id = $1 RETURNING admin_id', [from, to]));
      if (moved.length === 0) throw ownershipChanged();
    },
    undo: (tx) => run(tx, 'UPDATE admin_owner SET admin_id = $1 WHERE admin_id = $2', [from, to]),
  };
}

/** The owner the decision relied on is still the owner (and stays so until the event commits). */
export function ownerUnchanged(ownerId: string | null): TransactionalWrite {
  return {
    write: async (em) => {
      const rows = rowsOf(await em.query('SELECT admin_id FROM admin_owner FOR SHARE')) as { admin_id: string }[];
      if ((rows[0]?.admin_id ?? null) !== ownerId) throw ownershipChanged();
    },
    undo: async () => undefined,
  };
}

const ownershipChanged = () =>
  new DomainError('conflict', 'The ownership changed meanwhile; reload and try again', { code: 'auth.ownershipChanged' });

/** The current owner's id, or null before any account exists. */
export async function readOwnerId(query: (sql: string) => Promise<unknown>): Promise<string | null> {
  const rows = rowsOf(await query('SELECT admin_id FROM admin_owner')) as { admin_id: string }[];
  return rows[0]?.admin_id ?? null;
}
