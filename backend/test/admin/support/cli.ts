import passport from 'passport';
import { Writable } from 'node:stream';
import { CliContext } from '../../../src/cli/cli-context';
import { runCli } from '../../../src/cli/main';
import { ADMIN_JWT_STRATEGY } from '../../../src/modules/admin-auth/security/admin-actor';
import { AdminJwtStrategy } from '../../../src/modules/admin-auth/security/admin-jwt.strategy';
import type { TestApp } from '../../support/test-app';

class Collect extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}

/** Runs the real ops CLI against the test app's database, as `npm run cli -- …` would. */
export async function cli(t: TestApp, ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const [stdout, stderr] = [new Collect(), new Collect()];
  const code = await runCli(argv, new CliContext({ ...t.config, runWorkers: false }, { stdout, stderr }));
  // Passport keeps strategies in one registry per process: the CLI's Nest context replaced the test
  // app's (a real CLI runs in its own process), so hand the app its own strategy back.
  passport.use(ADMIN_JWT_STRATEGY, t.app.get(AdminJwtStrategy));
  return { code, out: stdout.text, err: stderr.text };
}
