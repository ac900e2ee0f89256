#!/usr/bin/env node
// `node bench/support/cpu-profile-summary.mjs <file.cpuprofile> [top]`: self time of a `node
// --cpu-prof` profile summed by function and by file (node_modules folded to their package), so a
// profile of a CLI run (e.g. projections:rebuild) reads without a browser's DevTools.
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-summary.mjs <file.cpuprofile> [top]');
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map();
for (let i = 0; i < profile.samples.length; i++) selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const where = (frame) => {
  const url = frame.url.replace(/^file:\/\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  return pkg ? `npm:${pkg[1]}` : url.replace(/^.*\/dist\/backend\//, '') || '(native)';
};
const byFunction = new Map();
const byFile = new Map();
for (const [id, us] of selfUs) {
  const frame = nodes.get(id).callFrame;
  const fn = `${frame.functionName || '(anonymous)'} ${where(frame)}:${frame.lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  byFile.set(where(frame), (byFile.get(where(frame)) ?? 0) + us);
}
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`);
  }
};
console.log(`profile: ${(total / 1e6).toFixed(1)} s sampled`);
print('self time by function', byFunction);
print('self time by file', byFile);

// Inclusive time of this repository's functions (a function counted once per sample even when recursive).
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const inclusive = new Map();
for (const [id, us] of selfUs) {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const frame = nodes.get(at).callFrame;
    if (!frame.url.includes('/dist/backend/') || frame.url.includes('node_modules')) continue;
    const fn = `${frame.functionName || '(anonymous)'} ${where(frame)}:${frame.lineNumber + 1}`;
    if (seen.has(fn)) continue;
    seen.add(fn);
    inclusive.set(fn, (inclusive.get(fn) ?? 0) + us);
  }
}
print('inclusive time of the repository\'s functions', inclusive);
