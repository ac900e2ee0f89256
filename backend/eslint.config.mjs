import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import importPlugin from 'eslint-plugin-import';
import baseConfig from '../eslint.config.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const modules = readdirSync(join(root, 'src/modules'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const at = (path) => `backend/src/${path}`;

/**
 * A module is used by the others only through its index.ts (domain-driven-hexagon's rule, checked
 * by a tool): one zone per module, forbidding its folder to every other module except index.ts.
 */
const moduleZones = modules.map((name) => ({
  target: modules.filter((other) => other !== name).map((other) => at(`modules/${other}`)),
  from: at(`modules/${name}`),
  except: ['./index.ts'],
  message: `Import the ${name} module through its index.ts (modules/${name}); export there what other modules need.`,
}));

/** A domain folder holds pure deciders and rules: its own files, the DomainError and Decider contracts, the pure e-mail address rule, and libs. */
const domain = at('modules/*/domain/**');
const domainMessage = 'A domain folder imports only its own domain, shared/domain-error, shared/email-address, shared/own-entry, event-store/decider and libs.';
const domainZones = [
  { target: domain, from: at('modules/*/!(domain)/**'), message: domainMessage },
  { target: domain, from: at('modules/*/*.ts'), message: domainMessage },
  { target: domain, from: at('shared'), except: ['./domain-error.ts', './email-address.ts', './own-entry.ts'], message: domainMessage },
  { target: domain, from: at('event-store'), except: ['./decider.ts'], message: domainMessage },
  { target: domain, from: [at('infrastructure'), at('cli')], message: domainMessage },
  { target: domain, from: at('*.ts'), message: domainMessage },
];
/** Arrows point inwards: the infrastructure, the event store and shared/ serve the modules and import none of them. */
const layerZones = [at('infrastructure'), at('event-store'), at('shared')].map((target) => ({
  target,
  from: at('modules'),
  message: 'infrastructure/, event-store/ and shared/ import no module: a module registers itself with them (its entities, its health section), never the other way round.',
}));
const frameworks = ['@nestjs/*', 'typeorm', 'pg', 'pg-*', 'bullmq', 'ioredis', 'express', 'multer', 'passport*', '@eventstore/*', 'nodemailer', 'sharp'];

export default [
  ...baseConfig,
  {
    files: ['src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { basePath: join(root, '..'), zones: [...moduleZones, ...domainZones, ...layerZones] }] },
  },
  {
    files: ['src/modules/*/domain/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: frameworks, message: 'A domain folder imports no framework: deciders stay pure.' }] }],
    },
  },
];
