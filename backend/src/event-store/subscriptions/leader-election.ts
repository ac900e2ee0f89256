import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { LEADER_LOCK_KEY, LEADER_YIELD_CHANNEL } from './runner-options';

type DeposeReason = 'lost' | 'yield' | 'stop';

export interface LeaderElectionOptions {
  connectionString: string;
  retryMs: number;
  onElected(): Promise<void>;
  onDeposed(): Promise<void>;
}

/**
 * One instance runs the subscriptions: the one holding a session advisory lock on a dedicated
 * connection. When that connection or process dies Postgres releases the lock and another
 * instance's next try takes it. A NOTIFY on LEADER_YIELD_CHANNEL makes the leader step down so a
 * rebuild (which waits on the same lock) can run; the leader then keeps trying like the others.
 */
export class LeaderElection {
  private readonly logger = new Logger(LeaderElection.name);
  private client: Client | null = null;
  private stopped = false;
  private leader = false;
  private signal: ((reason: DeposeReason) => void) | null = null;
  private wakeSleeper: (() => void) | null = null;
  private loop: Promise<void> | null = null;

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
            try {
        const client = this.client ?? (await this.connect());
        const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS ok', [LEADER_LOCK_KEY]);
        if (rows[0].ok && !this.stopped) {
          const deposed = new Promise<DeposeReason>((resolve) => (this.signal = resolve));
          this.leader = true;
          this.logger.log('Elected: this instance runs the subscriptions');
          await this.options.onElected();
          const reason = await deposed;
          this.leader = false;
          this.signal = null;
          await this.options.onDeposed();
          if (reason === 'yield') {
            this.logger.log('Stepping down on request (rebuild)');
            await client.query('SELECT pg_advisory_unlock($1)', [LEADER_LOCK_KEY]);
          }
        }
      } catch (error) {
        if (this.leader) {
          this.leader = false;
          this.signal = null;
          await this.options.onDeposed();
        }
        this.logger.warn(`Leader election: ${(error as Error).message}`);
        await this.dropClient();
      }
      if (!this.stopped) await this.pause(this.options.retryMs);
    }
    await this.dropClient();
  }

  private async connect(): Promise<Client> {
    const client = new Client({ connectionString: this.options.connectionString });
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
