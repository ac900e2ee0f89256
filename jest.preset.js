// Shared jest settings: SWC transforms TypeScript (with decorator metadata for NestJS) and the
// workspace path aliases resolve to the libs' sources.
const path = require('path');

const swcConfig = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcConfig] },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper: {
    '^@baan-talay/pricing$': path.join(__dirname, 'libs/pricing/src/index.ts'),
    '^@baan-talay/contracts$': path.join(__dirname, 'libs/contracts/src/index.ts'),
  },
  swcConfig,
};
