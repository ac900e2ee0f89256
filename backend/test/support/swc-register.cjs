// Lets a worker thread started by the sources under jest run TypeScript, compiled by SWC with jest's
// own settings (backend/src/infrastructure/workers/worker-script.ts). Never used by the built server.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');
const Module = require('node:module');
const { swcConfig, moduleNameMapper } = require('../../../jest.preset');

// The workspace aliases (@baan-talay/pricing …), resolved as jest resolves them.
const aliases = Object.entries(moduleNameMapper).map(([pattern, target]) => [new RegExp(pattern), target]);
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const alias = aliases.find(([pattern]) => pattern.test(request));
  return resolve.call(this, alias ? alias[1] : request, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...swcConfig, filename, sourceMaps: 'inline' });
  module._compile(code, filename);
};
