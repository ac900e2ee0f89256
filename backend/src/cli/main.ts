import 'reflect-metadata';
import { Command, CommanderError } from 'commander';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig, loadConfig } from '../infrastructure/config/app-config';
import type { CliCommand } from './cli-command';
import { CliContext } from './cli-context';

const COMMANDS_DIR = join(__dirname, 'commands');

/** Every `commands/*.command.(js|ts)` file's exported `command`. */
export function loadCommands(dir = COMMANDS_DIR): CliCommand[] {
  return readdirSync(dir)
    .filter((file) => /\.command\.(js|ts)$/.test(file) && !file.endsWith('.d.ts'))
    .sort()
    .map((file) => {
      const command = (require(join(dir, file)) as { command?: CliCommand }).command;
      if (!command) throw new Error(`${file} does not export \`command\``);
      return command;
    });
}

/** Runs the CLI; returns the exit code. Tests pass their own config and output streams. */
export async function runCli(argv: string[], context = new CliContext(loadConfig())): Promise<number> {
  const program = new Command('baan-talay')
    .description('Baan Talay ops CLI: `npm run cli -- <command>`')
    .exitOverride()
    .configureOutput({ writeOut: (text) => context.output.write(text), writeErr: (text) => context.error(text.trimEnd()) });
  let exitCode = 0;
  for (const definition of loadCommands()) {
    const command = program.command(definition.name).description(definition.description);
    definition.configure?.(command);
    command.action(async (...params: unknown[]) => {
      // Commander passes the positional arguments, then the options, then the command.
      const args = params.slice(0, -2).map((value) => value as string);
      const result = await definition.run(context, args, params[params.length - 2] as Record<string, unknown>);
      exitCode = typeof result === 'number' ? result : 0;
    });
  }
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    context.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await context.close();
  }
}

if (require.main === module) {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  runCli(process.argv.slice(2), new CliContext(config)).then((code) => process.exit(code));
}
