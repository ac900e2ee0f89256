// Shared jest settings: SWC transforms TypeScript (with decorator metadata for NestJS), the
// workspace path aliases resolve to the libs' sources, and the test environments release the
// AsyncLocalStorages of each test file (releasingAsyncContexts, below).
const path = require('path');
const { AsyncLocalStorage } = require('node:async_hooks');

const swcConfig = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

// Jest environments that release the AsyncLocalStorages a test file enabled, once the file is done.
//
// jest-circus creates an AsyncLocalStorage for every test file (its test execution context) and never
// disables it; the application's request context is another. On Node 20 every enabled storage is
// visited at the creation of every promise of the process, so a jest worker got slower with each
// file it ran (its 50th file paid for 50 storages on each promise). Storages made by one file are of
// no use to the next, which runs in a module registry of its own.

const enabledByThisFile = new Set();
let tracking = false;

function trackEnabledStorages() {
  if (tracking) return;
  tracking = true;
  for (const method of ['run', 'enterWith']) {
    const original = AsyncLocalStorage.prototype[method];
    AsyncLocalStorage.prototype[method] = function (...args) {
      enabledByThisFile.add(this);
      return original.apply(this, args);
    };
  }
}

/** The given jest environment class, releasing at teardown the storages its test file enabled. */
function releasingAsyncContexts(Environment) {
  return class extends Environment {
    constructor(...args) {
      super(...args);
      trackEnabledStorages();
    }

    async teardown() {
      for (const storage of enabledByThisFile) storage.disable();
      enabledByThisFile.clear();
      await super.teardown();
    }
  };
}

module.exports = {
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcConfig] },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper: {
    '^@baan-talay/pricing$': path.join(__dirname, 'libs/pricing/src/index.ts'),
    '^@baan-talay/contracts$': path.join(__dirname, 'libs/contracts/src/index.ts'),
  },
  swcConfig,
  releasingAsyncContexts,
};
