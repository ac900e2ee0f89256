const backend = require('./backend/jest.config');
const frontend = require('./frontend/jest.config');

// `npm test` runs every jest project of the workspace in one run. The backend and the frontend run
// grouped: the unit specs beside the backend's code one file each, the integration specs of each
// backend/test folder together in one jest file (backend/test/<folder>.suite.ts, see
// test/support/suite.ts) and the frontend's in three (`*.suite.ts`, see src/testing/suite.ts), so the
// application's modules load once per group instead of once per spec file. `jest -c
// backend/jest.config.js <file>` (or frontend/jest.config.js) still runs any spec file alone, and
// `npm run test:alone` every one (jest.alone.config.js). testTimeout is a global option: in a
// multi-project run the projects' own values are ignored.
module.exports = {
  projects: [
    '<rootDir>/libs/pricing',
    '<rootDir>/libs/contracts',
    { ...backend, testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/*.suite.ts'] },
    { ...frontend, testMatch: ['<rootDir>/src/**/*.suite.ts'] },
  ],
  testTimeout: 60000,
};
