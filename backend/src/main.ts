import 'reflect-metadata';
import { INestApplication, Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { loadConfig } from './infrastructure/config/app-config';
import { collectProcessMetrics } from './infrastructure/metrics/metrics';
import { LocalServices, startLocalServices } from './infrastructure/startup/local-services';
import { preflight } from './infrastructure/startup/preflight';
import { StartupError } from './infrastructure/startup/reachability';

const logger = new Logger('Bootstrap');
/** Whatever is down, a stop ends within this (the wrapper and orchestrators allow 10 s). */
const STOP_DEADLINE_MS = 8000;

let app: INestApplication | null = null;
let services: LocalServices | null = null;
let stopping = false;

/**
 * SIGTERM / SIGINT / SIGHUP: stop accepting connections, let in-flight requests finish, close
 * workers and pools (Nest's shutdown hooks), then stop the local Postgres / Redis children. A stop
 * that hangs (a service gone away mid-close) is cut off at the deadline.
 */
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  logger.log(`${signal}: stopping (no new requests; in-flight ones finish)`);
  setTimeout(() => {
    logger.error(`Stop still unfinished after ${STOP_DEADLINE_MS / 1000} s: exiting anyway`);
    services?.abandon();
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
  void (async () => {
    try {
      await app?.close();
      await services?.stop();
      logger.log('Stopped');
      process.exit(0);
    } catch (error) {
      logger.error(`Stop failed: ${(error as Error).message}`);
      services?.abandon();
      process.exit(1);
    }
  })();
}

async function main(): Promise<void> {
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
  services = await startLocalServices(process.env);
  const config = loadConfig({ ...process.env, ...services.env });
  await preflight(config);
  if (stopping) return;
  app = await createApp(config);
  collectProcessMetrics();
  if (stopping) return void (await app.close());
  await app.listen(config.port);
  logger.log(`Baan Talay listening on ${config.publicUrl}`);
}

main().catch(async (error) => {
  // Startup failures (a bad setting, an unreachable database) end the process, with children.
  console.error(error instanceof StartupError || !(error instanceof Error) ? String(error instanceof Error ? error.message : error) : error.message);
  await services?.stop().catch(() => undefined);
  process.exit(1);
});
