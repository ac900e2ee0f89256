import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('.', import.meta.url));
const workspace = fileURLToPath(new URL('..', import.meta.url));

/**
 * Writes `.vite/chunk-modules.json` (chunk file -> source modules in it) beside the manifest, so
 * bench/bundle.mjs can prove that no admin module ends up in the JavaScript `/` loads.
 */
function chunkModules(): Plugin {
  return {
    name: 'baan-talay:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        map[output.fileName] = output.moduleIds.map((id) => relative(workspace, id.replace(/^\0/, '')).split('\\').join('/'));
        if (process.env.SIZES) map[`${output.fileName}#sizes`] = Object.entries(output.modules).map(([id, m]) => [relative(workspace, id), m.renderedLength]) as never;
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(map, null, 1) });
    },
  };
}

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text file of the build,
 * translations and other public files included, so the server sends them compressed without
 * compressing per request (express-static-gzip picks the one the browser accepts). A variant is
 * kept only when it is smaller than the file.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'baan-talay:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.has(extname(file)) || relative(outDir, file).startsWith('.')) continue;
        const source = readFileSync(file);
        const br = brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } });
        const gz = gzipSync(source, { level: 9 });
        if (br.length < source.length) writeFileSync(`${file}.br`, br);
        if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

const LANDING_PAGE = 'src/app/pages/landing-page.tsx';
/** The server's renderer of the landing page: inside the build, in a dot folder no one is served. */
export const SSR_OUT_DIR = '.ssr';

/**
 * After the browser build, builds src/entry-server.tsx for Node (CommonJS, every dependency
 * bundled, so the folder works wherever the build is copied) into `<outDir>/.ssr`; the server
 * requires it to render `/` (issue 18). Every build of the SPA thus carries a matching renderer.
 */
function serverRenderer(shared: () => UserConfig): Plugin {
  let outDir = '';
  return {
    name: 'baan-talay:server-renderer',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        ...shared(),
        configFile: false,
        logLevel: 'warn',
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: join(outDir, SSR_OUT_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
          rolldownOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs', chunkFileNames: '[name]-[hash].cjs' } },
        },
        ssr: { noExternal: true, target: 'node' },
        // React's production build on the server, whatever NODE_ENV the server runs with.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      });
    },
  };
}

/**
 * Fills `window.__landingAssets` in index.html with the landing page's chunk, the chunks it imports
 * and its CSS, so the inline script there can preload them on `/` while the entry still downloads
 * (otherwise they start only once the entry has run). Other routes do not fetch them.
 */
function landingPreload(): Plugin {
  return {
    name: 'baan-talay:landing-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const landing = chunks.find((chunk) => chunk.facadeModuleId?.split('\\').join('/').endsWith(LANDING_PAGE));
        if (!landing) return html;
        const entryFiles = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
        // The landing chunk and everything it imports statically, however deep.
        const closure = new Set<string>();
        const visit = (file: string) => {
          if (closure.has(file) || entryFiles.has(file)) return;
          closure.add(file);
          ((bundle[file] as typeof landing | undefined)?.imports ?? []).forEach(visit);
        };
        visit(landing.fileName);
        const scripts = [...closure];
        const styles = scripts.flatMap((file) => [...((bundle[file] as typeof landing | undefined)?.viteMetadata?.importedCss ?? [])]);
        const entryCss = new Set([...entryFiles].flatMap((file) => [...((bundle[file] as typeof landing | undefined)?.viteMetadata?.importedCss ?? [])]));
        const ownStyles = [...new Set(styles)].filter((file) => !entryCss.has(file));
        const assets = JSON.stringify({ scripts: scripts.map((f) => `/${f}`), styles: ownStyles.map((f) => `/${f}`) });
        // The regular weight of both subsets (app/fonts.css): most text of any page is set in it.
        const fonts = Object.keys(bundle)
          .filter((file) => /sarabun-(thai|latin)-400-normal-[^/]*\.woff2$/.test(file))
          .map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin />`);
        return html
          .replace('window.__landingAssets = null', `window.__landingAssets = ${assets}`)
          .replace('</title>', `</title>\n    ${fonts.join('\n    ')}`);
      },
    },
  };
}

/**
 * React Router's production build. Its package exports only `dist/development` (remix-run/react-router
 * #12532, #14102: meant to be temporary), with dev-only warnings and checks. The builds (browser and
 * server renderer alike, so both render the same) take `dist/production`; the dev server keeps the
 * warnings.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

const shared = (command: 'build' | 'serve' = 'build'): UserConfig => ({
  root,
  cacheDir: '../node_modules/.vite/frontend',
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@baan-talay/pricing', replacement: fileURLToPath(new URL('../libs/pricing/src/index.ts', import.meta.url)) },
      { find: '@baan-talay/contracts', replacement: fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)) },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
});

export default defineConfig(({ command }) => ({
  ...shared(command),
  plugins: [react(), chunkModules(), landingPreload(), precompress(), serverRenderer(shared)],
  server: { port: 4200, proxy: { '/api': 'http://localhost:3000' } },
  preview: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: '../dist/frontend',
    emptyOutDir: true,
    reportCompressedSize: false,
    manifest: true,
    // Every browser the site supports but Safari < 17 knows <link rel="modulepreload">; there the
    // chunks still load, only without the early start. The polyfill cost every guest 0.6 KB gzip
    // of the JavaScript `/` runs before it is interactive (issue 18).
    modulePreload: { polyfill: false },
  },
}));
