import { Client } from 'pg';

/**
 * The client class of every pg pool the server owns (TypeORM's and the event store's). pg-pool
 * listens for a client's 'error' only while the client is idle, and the code that checks a client
 * out attaches its own listener a moment later (after a promise settles). When Postgres shuts down
 * ("terminating connection due to administrator command") in that moment — a fresh connection's
 * ReadyForQuery and the FATAL can arrive in one read — the error event found no listener and ended
 * the process (seen once in the Postgres-restart fault test). This listener is always there: the
 * error is already on the client (its next query fails, and the pool discards it on release), so
 * it has nothing more to do.
 */
export class GuardedPgClient extends Client {
  constructor(config?: ConstructorParameters<typeof Client>[0]) {
    super(config);
    this.on('error', ignoreClientError);
  }
}

function ignoreClientError(): void {
  // Deliberately empty: see GuardedPgClient.
}
