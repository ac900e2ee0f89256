import type { Command } from 'commander';
import type { CliContext } from './cli-context';

/**
 * One ops command. Adding a command is adding one file `cli/commands/<name>.command.ts` whose
 * export `command` is a CliCommand; main.ts finds it, nothing else to register.
 *
 *   export const command: CliCommand = {
 *     name: 'queues:status',
 *     description: 'Show BullMQ queues',
 *     configure: (cmd) => cmd.option('--json', 'print JSON'),
 *     async run(context, args, options) { const app = await context.app(); ... },
 *   };
 */
export interface CliCommand {
  /** Commander syntax: name then arguments, e.g. `projections:rebuild [name]`. */
  readonly name: string;
  readonly description: string;
  configure?(command: Command): Command;
  /** Positional arguments in order, then the parsed options. A returned number is the exit code. */
  run(context: CliContext, args: string[], options: Record<string, unknown>): Promise<number | void>;
}
