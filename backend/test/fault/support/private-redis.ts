import { ChildProcess, spawn } from 'node:child_process';
import { freePort } from './ports';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A Redis of our own on a random loopback port, without persistence like the machine's Redis,
// so a restart loses every key (queued and delayed BullMQ jobs included) exactly as in production.
export class PrivateRedis {
  private process: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.startServer();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async startServer(): Promise<void> {
    this.process = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(this.port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      if (await this.ping()) return;
      await sleep(100);
    }
    throw new Error(`redis-server on port ${this.port} did not start`);
  }

  /** Like `redis-cli shutdown nosave` followed by a new redis-server: all data is gone. */
  async restart(downForMs = 0): Promise<void> {
    await this.stopServer();
    if (downForMs) await sleep(downForMs);
    await this.startServer();
  }

  async stopServer(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.process = null;
  }

  private async ping(): Promise<boolean> {
    const { createConnection } = await import('node:net');
    return new Promise((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port: this.port });
      socket.setTimeout(500);
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
    });
  }
}
