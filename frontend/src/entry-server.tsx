import type { VillaDto } from '@baan-talay/contracts';
import type { Resource } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import LandingPage from './app/pages/landing-page';
import { makeStore } from './app/store';
import { villaApi } from './features/villa/api/villa-api';
import { heroExcerpt } from './features/villa/hero-text';
import { createServerI18n, type UiLanguage } from './lib/i18n';
import { pickLocalized } from './lib/localized';
import { setServerOrigin } from './lib/page-origin';

export interface LandingPageInput {
  /** The built index.html. */
  template: string;
  /** GET /api/villa's answer: the client starts from the same data, so hydration matches. */
  villa: VillaDto;
  language: UiLanguage;
  /** The startup namespaces of both languages, as the browser fetches them from /locales. */
  resources: Resource;
  /** The origin the browser asked (JSON-LD URLs). */
  origin: string;
}

/**
 * The landing chunk's stylesheets, which index.html names for its preloads (vite.config.mts): the
 * server-rendered HTML links them so its first paint is already styled; the lazy chunk then finds
 * them in place and adds none.
 */
function landingStyles(template: string): string {
  const assets = /window\.__landingAssets = (\{.*?\});?\n/.exec(template)?.[1];
  const styles: string[] = assets ? (JSON.parse(assets) as { styles: string[] }).styles : [];
  return styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}" />`).join('\n    ');
}

/** The server renders `/` only. */
const LandingRouter = ({ children }: { children: ReactNode }) => <StaticRouter location="/">{children}</StaticRouter>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
/** JSON inside a <script> element: '<' escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The landing page as HTML (issue 18): the same App, store and routes as the browser, rendered with
 * the villa and the translations already there, so the first screen (header, hero, widget, tab
 * headings, JSON-LD) paints before any script runs and the browser hydrates it unchanged. The
 * villa and the language travel in `#ssr-state` for main.tsx.
 */
export function renderLandingPage({ template, villa, language, resources, origin }: LandingPageInput): string {
  setServerOrigin(origin);
  const store = makeStore();
  store.dispatch(villaApi.util.upsertQueryEntries([{ endpointName: 'getVilla', arg: undefined, value: villa }]));
  const i18n = createServerI18n(resources, language);
  const body = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App store={store} Router={LandingRouter} landing={<LandingPage />} />
      </I18nextProvider>
    </StrictMode>,
  );

  // What DocumentMeta sets in the browser, for crawlers and link previews.
  const name = pickLocalized(villa.name, language) || i18n.t('common:brand');
  const title = i18n.t('common:meta.title', { name });
  const excerpt = heroExcerpt(pickLocalized(villa.description, language), language);
  const description = excerpt || i18n.t('common:meta.description', { name });
  // The hero's excerpt as cut here: the browser keeps it (its word breaker may cut Thai elsewhere).
  const state = `<script type="application/json" id="ssr-state" data-language="${language}">${scriptJson({ language, villa, heroExcerpt: excerpt })}</script>`;
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<meta charset="UTF-8" \/>/i, (charset) => `${charset}\n    ${state}`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace('</head>', `  ${landingStyles(template)}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}
