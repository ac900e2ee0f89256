// Lets a worker thread started by the sources under jest run TypeScript, compiled by SWC with jest's
// own settings (backend/src/infrastructure/workers/worker-script.ts). Never used by the built server.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');
const { swcConfig } = require('../../../jest.preset');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...swcConfig, filename, sourceMaps: 'inline' });
  module._compile(code, filename);
};
