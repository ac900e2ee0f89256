// `npm run test:corpus`: accuracy over generated corpora (the slip QR decoder over 200 slips and
// the unusable images), about a minute of CPU decoding images in a loop. Kept out of `npm test`,
// whose integration tests read slip QRs too (slip-qr.int.spec.ts); CI runs it as its own step.
const preset = require('../../jest.preset');

module.exports = {
  displayName: 'corpus',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: preset.transform,
  moduleFileExtensions: preset.moduleFileExtensions,
  moduleNameMapper: preset.moduleNameMapper,
  testMatch: ['<rootDir>/**/*.corpus.ts'],
  testTimeout: 600_000,
};
