import type { CliCommand } from '../cli-command';

/** The one CLI command that creates the database (when missing) and applies pending migrations. */
export const command: CliCommand = {
  name: 'db:migrate',
  description: 'Create the database of DATABASE_URL if it is missing and apply pending migrations (what the server does at start)',
  async run(context) {
    const [{ migrateDatabase }, { endpointOf }] = await Promise.all([import('../../infrastructure/database/migrate'), import('../../infrastructure/startup/reachability')]);
    const url = context.config.databaseUrl;
    await migrateDatabase(url);
    context.print(`Database "${new URL(url).pathname.slice(1)}" at ${endpointOf(url, 5432)} is migrated.`);
  },
};
