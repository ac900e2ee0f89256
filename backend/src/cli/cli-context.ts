import type { INestApplicationContext } from '@nestjs/common';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../infrastructure/config/app-config';

export interface CliContextOptions {
  stdout?: NodeJS.WritableStream;
  stderr?: NodeJS.WritableStream;
  /** Builds the application context; tests pass a smaller module. */
  createApp?: (config: AppConfig) => Promise<INestApplicationContext>;
}

/**
 * The backend's providers without HTTP and without workers: the CLI never becomes the
 * subscriptions leader (it takes the lock explicitly when it must, e.g. to rebuild). It never
 * creates or migrates the database either: only the server and `db:migrate` do.
 */
async function createBackendContext(appConfig: AppConfig): Promise<INestApplicationContext> {
  // Loaded here so `--help` and argument errors don't pay for (or depend on) the whole backend.
  const { assertMigrated } = await import('../infrastructure/database/assert-migrated');
  await assertMigrated(appConfig.databaseUrl);
  const [{ NestFactory }, { AppModule }] = await Promise.all([import('@nestjs/core'), import('../app.module')]);
  const config: AppConfig = { ...appConfig, runWorkers: false, spaDir: join(tmpdir(), 'baan-talay-cli-no-spa') };
  return NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'] });
}

/** What a command gets: the config, the Nest application context (lazily), and output. */
export class CliContext {
  private appContext: Promise<INestApplicationContext> | null = null;
  private readonly stdout: NodeJS.WritableStream;
  private readonly stderr: NodeJS.WritableStream;

  constructor(
    readonly config: AppConfig,
    private readonly options: CliContextOptions = {},
  ) {
    this.stdout = options.stdout ?? process.stdout;
    this.stderr = options.stderr ?? process.stderr;
  }

  app(): Promise<INestApplicationContext> {
    this.appContext ??= (this.options.createApp ?? createBackendContext)(this.config);
    return this.appContext;
  }

  print(line = ''): void {
    this.stdout.write(`${line}\n`);
  }

  error(line: string): void {
    this.stderr.write(`${line}\n`);
  }

  get output(): NodeJS.WritableStream {
    return this.stdout;
  }

  async close(): Promise<void> {
    if (!this.appContext) return;
    const app = await this.appContext.catch(() => null);
    await app?.close();
  }
}
