import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { LEADER_LOCK_KEY, LEADER_YIELD_CHANNEL } from './runner-options';

type DeposeReason = 'lost' | 'yield' | 'stop';

export interface LeaderElectionOptions {
  connectionString: string;
  retryMs: number;
  /** This instance's name: the application_name of the lock's connection and of its pool's. */
  instance: string;
  /** How long the leader's lease lasts without a renewal; it is renewed every third of that. */
  leaseMs: number;
  onElected(): Promise<void>;
  onDeposed(): Promise<void>;
}

/** The lease as the database has it, for metrics. */
export interface LeaseRow {
  instance: string;
  ageSeconds: number;
}

const LOCK_HELD_BY = `EXISTS (SELECT 1 FROM pg_locks k JOIN pg_stat_activity a ON a.pid = k.pid
  WHERE k.locktype = 'advisory' AND k.granted AND k.classid = 0 AND k.objid::bigint = $1 AND k.objsubid = 1
    AND a.application_name = l.instance)`;

/**
 * One instance runs the subscriptions: the one holding a session advisory lock on a dedicated
 * connection. When that connection or process dies Postgres releases the lock and another
 * instance's next try takes it. A process that hangs (SIGSTOP, a frozen VM, an event loop blocked
 * for good) keeps its connection and so its lock: the leader therefore also holds a lease
 * (subscription_leader) that it renews every third of `leaseMs` on the lock's connection. An
 * instance that finds the lock taken and the lease overdue ends every connection of the leader's
 * instance (they carry its name as application_name), which frees the lock and rolls back whatever
 * the hung leader had open, and takes over. The old leader, if it wakes, finds its connection gone
 * and stops; a batch it had started elsewhere is refused by the checkpoints' compare-and-set.
 * A NOTIFY on LEADER_YIELD_CHANNEL makes the leader step down so a rebuild (which waits on the same
 * lock) can run; the leader then keeps trying like the others.
 */
export class LeaderElection {
  private readonly logger = new Logger(LeaderElection.name);
  private client: Client | null = null;
  private stopped = false;
  private leader = false;
  private signal: ((reason: DeposeReason) => void) | null = null;
  private wakeSleeper: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private renewing: NodeJS.Timeout | null = null;

  constructor(private readonly options: LeaderElectionOptions) {}

  isLeader(): boolean {
    return this.leader;
  }

  start(): void {
    this.loop ??= this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.signal?.('stop');
    this.wakeSleeper?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let tookOver = false;
      try {
        const client = this.client ?? (await this.connect());
        const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS ok', [LEADER_LOCK_KEY]);
        if (!rows[0].ok) tookOver = await this.takeOverIfOverdue(client);
        else if (!this.stopped) {
          await this.claimLease(client);
          // stop() may have come while the lease was being claimed, when there was no signal to
          // give yet: checked with no await before the signal is set, so no stop can fall between.
          if (this.stopped) {
            await this.releaseLease(client);
            break;
          }
          const deposed = new Promise<DeposeReason>((resolve) => (this.signal = resolve));
          this.leader = true;
          this.renew(client);
          this.logger.log(`Elected: this instance (${this.options.instance}) runs the subscriptions`);
          await this.options.onElected();
          const reason = await deposed;
          this.stopRenewing();
          this.leader = false;
          this.signal = null;
          await this.options.onDeposed();
          if (reason !== 'lost') await this.releaseLease(client);
          if (reason === 'yield') {
            this.logger.log('Stepping down on request (rebuild)');
            await client.query('SELECT pg_advisory_unlock($1)', [LEADER_LOCK_KEY]);
          }
        }
      } catch (error) {
        this.stopRenewing();
        if (this.leader) {
          this.leader = false;
          this.signal = null;
          await this.options.onDeposed();
        }
        this.logger.warn(`Leader election: ${(error as Error).message}`);
        await this.dropClient();
      }
      // Right after ending a hung leader's connections its lock is free in a moment: try again soon.
      if (!this.stopped) await this.pause(tookOver ? Math.min(100, this.options.retryMs) : this.options.retryMs);
    }
    await this.dropClient();
  }

  /** The lease as the database has it (null: no leader has one), for metrics. */
  async lease(): Promise<LeaseRow | null> {
    const client = this.client;
    if (!client) return null;
    const { rows } = await client.query<LeaseRow>(
      `SELECT instance, extract(epoch FROM now() - renewed_at)::float AS "ageSeconds" FROM subscription_leader WHERE id = 1`,
    );
    return rows[0] ?? null;
  }

  private async claimLease(client: Client): Promise<void> {
    await client.query(
      `INSERT INTO subscription_leader (id, instance, elected_at, renewed_at, deadline)
       VALUES (1, $1, now(), now(), now() + $2 * interval '1 millisecond')
       ON CONFLICT (id) DO UPDATE SET instance = $1, elected_at = now(), renewed_at = now(), deadline = EXCLUDED.deadline`,
      [this.options.instance, this.options.leaseMs],
    );
  }

  /** Renews the lease every third of its length; a lease another instance took means deposed. */
  private renew(client: Client): void {
    this.renewing = setInterval(() => {
      client
        .query(`UPDATE subscription_leader SET renewed_at = now(), deadline = now() + $2 * interval '1 millisecond' WHERE id = 1 AND instance = $1`, [
          this.options.instance,
          this.options.leaseMs,
        ])
        .then(
          (result) => {
            if (result.rowCount !== 0) return;
            this.logger.error('The subscriptions lease was taken over by another instance: stepping down');
            this.lose(client);
            // Its session still holds the lock: ending it frees the lock for the new leader.
            client.end().catch(() => undefined);
          },
          () => this.lose(client),
        );
    }, Math.max(50, Math.floor(this.options.leaseMs / 3)));
  }

  private stopRenewing(): void {
    if (this.renewing) clearInterval(this.renewing);
    this.renewing = null;
  }

  private async releaseLease(client: Client): Promise<void> {
    await client.query('DELETE FROM subscription_leader WHERE id = 1 AND instance = $1', [this.options.instance]).catch(() => undefined);
  }

  /**
   * The lock is taken: if its holder's lease is overdue, ends that instance's connections (freeing
   * the lock) and says so. A lease whose instance no longer holds the lock (it stepped down for a
   * rebuild, which holds the lock now) is only cleared.
   */
  private async takeOverIfOverdue(client: Client): Promise<boolean> {
    const { rows } = await client.query<{ instance: string; overdue: number; holds: boolean }>(
      `SELECT l.instance, extract(epoch FROM now() - l.deadline)::float AS overdue, ${LOCK_HELD_BY} AS holds
         FROM subscription_leader l WHERE l.id = 1 AND l.deadline < now() AND l.instance <> $2`,
      [LEADER_LOCK_KEY, this.options.instance],
    );
    const [stale] = rows;
    if (!stale) return false;
    await client.query('DELETE FROM subscription_leader WHERE id = 1 AND instance = $1', [stale.instance]);
    if (!stale.holds) return false;
    const ended = await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()',
      [stale.instance],
    );
    this.logger.error(
      `Leader ${stale.instance} missed its lease by ${stale.overdue.toFixed(1)} s: ended its ${ended.rowCount} connections to take over the subscriptions`,
    );
    return true;
  }

  private async connect(): Promise<Client> {
    const client = new Client({ connectionString: this.options.connectionString, application_name: this.options.instance });
    client.on('error', () => this.lose(client));
    client.on('end', () => this.lose(client));
    client.on('notification', () => this.signal?.('yield'));
    await client.connect();
    await client.query(`LISTEN ${LEADER_YIELD_CHANNEL}`);
    this.client = client;
    return client;
  }

  private lose(client: Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.signal?.('lost');
  }

  private async dropClient(): Promise<void> {
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeSleeper = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeSleeper = done;
    });
  }
}
