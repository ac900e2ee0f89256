import 'reflect-metadata';
import { INestApplication, Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { loadConfig } from './infrastructure/config/app-config';
import { HttpDrain, stopTimeoutMs } from './infrastructure/http/http-drain';
import { collectProcessMetrics } from './infrastructure/metrics/metrics';
import { LocalServices, startLocalServices } from './infrastructure/startup/local-services';
import { preflight } from './infrastructure/startup/preflight';
import { StartupError } from './infrastructure/startup/reachability';

const logger = new Logger('Bootstrap');
/** Of the stop's bound, what closing workers, subscriptions and pools may take after the drain. */
const CLOSE_RESERVE_MS = 3000;

let app: INestApplication | null = null;
let drain: HttpDrain | null = null;
let services: LocalServices | null = null;
let stopping = false;
let stopTimeout = 10_000;

/**
 * SIGTERM / SIGINT / SIGHUP: no new connections, answers say `Connection: close`, requests in
 * flight finish (HttpDrain); only then workers, subscriptions and pools close (Nest's shutdown
 * hooks: a request still running needs its projections), then the local Postgres / Redis children.
 * All within STOP_TIMEOUT_SECONDS; a stop that hangs (a service gone away mid-close) is cut off.
 */
function stop(signal: NodeJS.Signals | 'disconnect'): void {
  if (stopping) return;
  stopping = true;
  const drainMs = stopTimeout - CLOSE_RESERVE_MS;
  logger.log(`${signal}: stopping (no new connections; requests in flight get ${drainMs / 1000} s to finish)`);
  setTimeout(() => {
    logger.error(`Stop still unfinished after ${(stopTimeout - 500) / 1000} s: exiting anyway`);
    services?.abandon();
    process.exit(1);
  }, stopTimeout - 500).unref();
  void (async () => {
    try {
      const started = Date.now();
      if (drain && !(await drain.drain(drainMs))) logger.warn(`Requests still running after ${drainMs / 1000} s: their connections were closed`);
      logger.log(`HTTP drained in ${Date.now() - started} ms; stopping workers, subscriptions and pools`);
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
  stopTimeout = stopTimeoutMs(process.env);
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
  // Started by `npm start`'s wrapper (scripts/start.mjs) over IPC: the wrapper gone, whatever killed it, we stop too.
  if (process.channel) process.once('disconnect', () => stop('disconnect'));
  services = await startLocalServices(process.env);
  const config = loadConfig({ ...process.env, ...services.env });
  await preflight(config);
  if (stopping) return;
  app = await createApp(config);
  drain = new HttpDrain(app.getHttpServer());
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
