// `npm test` runs every jest project of the workspace in one run. testTimeout is a global option:
// in a multi-project run the projects' own values are ignored.
module.exports = {
  projects: ['<rootDir>/libs/pricing', '<rootDir>/libs/contracts', '<rootDir>/backend/jest.suites.config.js', '<rootDir>/frontend/jest.suites.config.js'],
  testTimeout: 60000,
};
