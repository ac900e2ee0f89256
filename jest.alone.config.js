// `npm run test:alone`: every spec file of the backend and the frontend as a jest file of its own,
// with a module registry of its own. `npm test` runs them grouped (by backend test folder, by
// frontend area), where a spec could lean on what an earlier one loaded; this run shows none does.
module.exports = {
  projects: ['<rootDir>/backend', '<rootDir>/frontend'],
  testTimeout: 60000,
};
