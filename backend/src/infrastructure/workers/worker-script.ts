import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The file a worker thread runs: the compiled `.js` beside its caller in dist/, or, when the caller
 * runs from sources (jest), the `.ts` file with SWC's require hook, as jest itself compiles it.
 */
export function workerScript(directory: string, name: string): { filename: string; execArgv: string[] } {
  const compiled = join(directory, `${name}.js`);
  if (existsSync(compiled)) return { filename: compiled, execArgv: [] };
  return { filename: join(directory, `${name}.ts`), execArgv: ['--require', join(__dirname, '../../../test/support/swc-register.cjs')] };
}
