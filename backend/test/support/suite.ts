import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Runs every spec file of `backend/test/<folder>` inside this one jest test file, each under a
 * describe named after it (so its top-level hooks stay its own). `npm test` runs the backend's
 * integration specs this way (the root jest.config.js): jest gives every test file a module
 * registry of its own, and loading the whole Nest application afresh cost about 0.7 s of CPU per
 * file, half the CPU of a typical integration spec. Each spec still starts its own application on
 * its own database; a spec file can still be run alone with backend/jest.config.js.
 */
export function runSpecsOf(folder: string): void {
  const dir = join(__dirname, '..', folder);
  const files = readdirSync(dir).filter((file) => file.endsWith('.spec.ts')).sort();
  if (files.length === 0) throw new Error(`No spec files in backend/test/${folder}`);
  for (const file of files) {
    describe(file, () => {
      require(join(dir, file));
    });
  }
}
