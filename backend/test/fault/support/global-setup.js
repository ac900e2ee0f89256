// Builds the backend when dist/ is missing or older than its sources, as `npm start` would.
const { spawnSync } = require('node:child_process');
const { existsSync, readdirSync, statSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '../../../..');
const entry = join(root, 'dist/backend/backend/src/main.js');

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).filter((name) => !name.endsWith('.tsbuildinfo')).map((name) => newest(join(path, name))));
}

function run(bin, args) {
  const result = spawnSync(join(root, 'node_modules/.bin', bin), args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed`);
}

module.exports = async () => {
  const sources = Math.max(newest(join(root, 'backend/src')), newest(join(root, 'libs')));
  // tsc emits only changed files, so compare with the newest output rather than main.js alone.
  if (!existsSync(entry) || newest(join(root, 'dist/backend')) < sources) {
    console.log('\nfault: building the backend…');
    run('tsc', ['-p', 'backend/tsconfig.app.json']);
    run('tsc-alias', ['-p', 'backend/tsconfig.app.json']);
  }
};
