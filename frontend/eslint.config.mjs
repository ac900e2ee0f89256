import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import importPlugin from 'eslint-plugin-import';
import baseConfig from '../eslint.config.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const features = readdirSync(join(root, 'src/features'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const at = (path) => `frontend/src/${path}`;

/**
 * bulletproof-react's one-way imports: app/ composes features, a feature never imports app/, and a
 * feature uses another only through that feature's index.ts.
 */
const zones = [
  { target: at('features'), from: at('app'), message: 'A feature does not import app/: the app composes features, not the other way round.' },
  ...features.map((name) => ({
    target: features.filter((other) => other !== name).map((other) => at(`features/${other}`)),
    from: at(`features/${name}`),
    except: ['./index.ts'],
    message: `Import the ${name} feature through its index.ts (features/${name}); export there what other features need.`,
  })),
  {
    target: at('features/admin-shared'),
    from: features.filter((name) => name !== 'admin-shared').map((name) => at(`features/${name}`)),
    message: 'admin-shared is what the admin features share: it imports none of them (move the shared part here instead).',
  },
];

export default [
  ...baseConfig,
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    // Test helpers assemble the app around a feature, as the app does.
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.suite.ts', 'src/**/testing/**'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { basePath: join(root, '..'), zones }] },
  },
];
