import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports';

// A throw-away Postgres cluster of our own, so the fault tests can restart "the database" without
// touching the Postgres that other tests (and other people) use on this machine.
function binDir(): string {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  return join(base, version, 'bin');
}

export class PrivatePostgres {
  readonly port: number;
  private readonly dir: string;
  private readonly bin = binDir();
  private readonly asRoot = process.getuid?.() === 0;

  private constructor(port: number, dir: string) {
    this.port = port;
    this.dir = dir;
  }

  /** initdb (trust auth, loopback only) and start. */
  static async start(): Promise<PrivatePostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'baantalay-fault-pg-'));
    const pg = new PrivatePostgres(await freePort(), dir);
    if (pg.asRoot) {
      // initdb refuses to run as root: the cluster belongs to the postgres system user.
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(dir, uid, gid);
    }
    pg.run('initdb', ['-D', pg.dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    pg.startServer();
    return pg;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  databaseUrl(name: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${name}`;
  }

  /** A fast restart, like `pg_ctlcluster … restart`: clients are disconnected, committed data stays. */
  restart(): void {
    this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
    this.startServer();
  }

  stopServer(): void {
    this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  startServer(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
    this.run('pg_ctl', ['-D', this.dataDir, '-l', join(this.dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  }

  destroy(): void {
    try {
      this.run('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // not running
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  private get dataDir(): string {
    return join(this.dir, 'data');
  }

  private run(command: string, args: string[]): void {
    const path = join(this.bin, command);
    if (this.asRoot) execFileSync('runuser', ['-u', 'postgres', '--', path, ...args], { stdio: 'pipe' });
    else execFileSync(path, args, { stdio: 'pipe' });
  }
}
