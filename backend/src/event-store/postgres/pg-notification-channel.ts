import { Logger } from '@nestjs/common';
import { Client } from 'pg';

/**
 * One connection per store for LISTEN and NOTIFY on a channel. Appends don't NOTIFY inside their own
 * transaction: Postgres serialises the commits of notifying transactions on a global lock (no
 * group commit), which would cap concurrent appends. Instead a notification is sent after the
 * append commits, from this connection with synchronous_commit off, coalesced so that at most one
 * is sent per NOTIFY_INTERVAL_MS. Subscribers in this process are woken at once. Subscriptions poll as a fallback,
 * so a lost connection only slows them down; it reconnects after a failure.
 */
/** Minimum spacing of notifications sent by one process (other processes' readers wait at most this). */
const NOTIFY_INTERVAL_MS = 10;

export class PgNotificationChannel {
  private readonly logger = new Logger(PgNotificationChannel.name);
  private readonly callbacks = new Set<() => void>();
  private client: Client | null = null;
  private connecting: Promise<Client | null> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private notifying = false;
  private notifyAgain = false;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
  ) {}

  listen(callback: () => void): () => void {
    this.callbacks.add(callback);
    void this.connection();
    return () => this.callbacks.delete(callback);
  }

  /** Wakes local subscribers now and other processes' soon (after the caller's commit). */
  notify(): void {
    this.wakeAll();
    if (this.notifying) {
      this.notifyAgain = true;
      return;
    }
    this.notifying = true;
    void this.sendNotifications();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async sendNotifications(): Promise<void> {
    try {
      do {
        this.notifyAgain = false;
        const client = await this.connection();
        await client?.query(`NOTIFY ${this.channel}`).catch(() => undefined);
        // Under a stream of appends one notification per interval is enough to wake every reader.
        await new Promise((resolve) => setTimeout(resolve, NOTIFY_INTERVAL_MS));
      } while (this.notifyAgain && !this.closed);
    } finally {
      this.notifying = false;
    }
  }

  private wakeAll(): void {
    this.callbacks.forEach((callback) => callback());
  }

  private connection(): Promise<Client | null> {
    if (this.client || this.closed) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<Client | null> {
    const client = new Client({ connectionString: this.connectionString });
    client.on('notification', () => this.wakeAll());
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      // A lost notification costs one poll interval at most; never wait for a disk flush.
      await client.query('SET synchronous_commit = off');
      await client.query(`LISTEN ${this.channel}`);
      if (this.closed) {
        await client.end();
        return null;
      }
      this.client = client;
      // Events may have been appended while we were not listening.
      this.wakeAll();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      this.lost(client, error as Error);
      return null;
    }
  }

  private lost(client: Client, error?: Error): void {
    if (this.client && this.client !== client) return;
    this.client = null;
    if (this.closed || this.retryTimer) return;
    if (error) this.logger.warn(`${this.channel} notification connection lost: ${error.message}; polling until it is back`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.callbacks.size > 0) void this.connection();
    }, 1000);
  }
}
