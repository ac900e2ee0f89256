import { Logger } from '@nestjs/common';
import { Client } from 'pg';

/**
 * One LISTEN connection shared by every subscription of a store. It connects on first use and
 * reconnects after a failure; subscriptions keep polling meanwhile, so a lost connection only
 * slows them down.
 */
export class PgNotificationListener {
  private readonly logger = new Logger(PgNotificationListener.name);
  private readonly callbacks = new Set<() => void>();
  private client: Client | null = null;
  private connecting: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
  ) {}

  listen(callback: () => void): () => void {
    this.callbacks.add(callback);
    void this.ensureConnected();
    return () => this.callbacks.delete(callback);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private ensureConnected(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.connectionString });
    client.on('notification', () => this.callbacks.forEach((callback) => callback()));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      if (this.closed) return void (await client.end());
      this.client = client;
      // Events may have been appended while we were not listening.
      this.callbacks.forEach((callback) => callback());
    } catch (error) {
      await client.end().catch(() => undefined);
      this.lost(client, error as Error);
    }
  }

  private lost(client: Client, error?: Error): void {
    if (this.client && this.client !== client) return;
    this.client = null;
    if (this.closed || this.retryTimer) return;
    if (error) this.logger.warn(`LISTEN ${this.channel} connection lost: ${error.message}; polling until it is back`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.callbacks.size > 0) void this.ensureConnected();
    }, 1000);
  }
}
