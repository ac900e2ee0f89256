import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Runs every spec file below `dir` inside this one jest test file, each under a describe named after
 * its path, except those below a subfolder that has a suite of its own (a `*.suite.ts`). `npm test`
 * runs the frontend this way (frontend/jest.suites.config.js): jest gives every test file a module
 * registry of its own, so each of 49 spec files loaded React, antd and the app afresh and antd
 * generated its CSS again, a third of the frontend's CPU. A spec file can still run alone with
 * frontend/jest.config.js, and must: each starts from the page a new test file would have.
 */
export function runSpecsBelow(dir: string): void {
  const files = specsBelow(dir);
  if (files.length === 0) throw new Error(`No spec files below ${dir}`);
  for (const file of files) {
    describe(relative(dir, file), () => {
      afterAll(startAfresh);
      require(file);
    });
  }
}

function specsBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return hasOwnSuite(path) ? [] : specsBelow(path);
      return /\.spec\.tsx?$/.test(entry.name) ? [path] : [];
    })
    .sort();
}

const hasOwnSuite = (dir: string) => readdirSync(dir).some((name) => name.endsWith('.suite.ts'));

/** What a spec file may have left behind that a new test file would not have (rendered trees are unmounted by RTL). */
function startAfresh(): void {
  jest.useRealTimers();
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('class');
}
