import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { loadConfig } from './infrastructure/config/app-config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port);
  Logger.log(`Baan Talay listening on ${config.publicUrl}`, 'Bootstrap');
}

main().catch((error) => {
  // Startup failures (a bad setting, an unreachable database) end the process.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
