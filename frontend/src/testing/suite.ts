import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const src = join(__dirname, '..');

/**
 * The folders (below frontend/src) whose spec files each suite runs; `rest` runs every other spec
 * file, so a new folder is tested even before it is named here. The admin's features share a suite:
 * they load the same admin code.
 */
const SUITES = {
  admin: ['admin', 'admin-shared', 'audit', 'auth', 'bookings', 'calendar', 'dashboard', 'reports', 'users', 'villa-settings'].map(
    (feature) => `features/${feature}`,
  ),
  booking: ['features/booking'],
  rest: [''],
};

/**
 * Runs the spec files of one suite inside this one jest test file, each under a describe named after
 * its path. `npm test` runs the frontend this way (the `*.suite.ts` files): jest gives every test
 * file a module registry of its own, so each of 49 spec files loaded React, antd and the app afresh
 * and antd generated its CSS again, a third of the frontend's CPU. A spec file can still run alone
 * with frontend/jest.config.js, and must: each starts from the page a new test file would have.
 */
export function runSuite(name: keyof typeof SUITES): void {
  const others = Object.entries(SUITES).filter(([other]) => other !== name).flatMap(([, folders]) => folders).filter(Boolean);
  const files = SUITES[name].flatMap((folder) => specsBelow(join(src, folder), others.map((other) => join(src, other))));
  if (files.length === 0) throw new Error(`No spec files in the ${name} suite`);
  for (const file of files) {
    describe(relative(src, file), () => {
      afterAll(startAfresh);
      require(file);
    });
  }
}

function specsBelow(dir: string, skipped: string[]): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return skipped.includes(path) ? [] : specsBelow(path, skipped);
      return /\.spec\.tsx?$/.test(entry.name) ? [path] : [];
    })
    .sort();
}

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
