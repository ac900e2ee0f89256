// `npm test` runs every jest project of the workspace in one run.
module.exports = {
  projects: ['<rootDir>/libs/pricing', '<rootDir>/libs/contracts', '<rootDir>/backend', '<rootDir>/frontend'],
};
