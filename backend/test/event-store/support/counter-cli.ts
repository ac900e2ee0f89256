import { CliContext } from '../../../src/cli/cli-context';
import { runCli } from '../../../src/cli/main';
import { loadConfig } from '../../../src/infrastructure/config/app-config';
import { Capture } from './capture';
import { CounterProjection, RecordingReactor } from './counter.projection';
import { startRunnerContext } from './runner-context';

/** Runs the ops CLI against `databaseUrl` with the counter projection and reactor registered (no workers). */
export async function counterCli(databaseUrl: string, ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const [stdout, stderr] = [new Capture(), new Capture()];
  const context = new CliContext(loadConfig({ DATABASE_URL: databaseUrl }), {
    stdout,
    stderr,
    createApp: () => startRunnerContext(databaseUrl, [CounterProjection, RecordingReactor], {}, { RUN_WORKERS: 'false' }),
  });
  const code = await runCli(argv, context);
  return { code, out: stdout.text, err: stderr.text };
}
