import type { PublicReviewsDto, VillaDto } from '@baan-talay/contracts';
import type { Resource } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import LandingPage from './app/pages/landing-page';
import * as deferred from './app/pages/landing-deferred';
import { makeStore } from './app/store';
import { reviewsApi } from './features/reviews';
import { villaApi } from './features/villa/api/villa-api';
import { PoliciesContact } from './features/villa/components/policies-contact';
import { VillaJsonLd } from './features/villa/components/villa-json-ld';
import { heroExcerpt } from './features/villa/hero-text';
import { shareMetaTags, type ShareImage } from './features/villa/share-meta';
import { withHead } from './landing-head';
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
  /** The site's public origin, PUBLIC_URL (JSON-LD URLs, canonical and og:url). */
  origin: string;
  /** The picture a shared link shows (background, else first slide), its URL a path of the site; none without one. */
  image?: ShareImage | null;
  /** The text of the build's stylesheets by their URL (`/assets/….css`), to put inline. */
  styles?: Record<string, string>;
  /** What other contexts add (the server's LandingExtras): `reviews`, GET /api/reviews's answer. */
  extras?: { reviews?: PublicReviewsDto };
}

/**
 * A stylesheet of the build inline: the first paint waits for no stylesheet request (on a phone's
 * slow link each cost a round trip before anything showed). A disabled <link> to the same file
 * stays beside it, not fetched, so Vite's loader of a lazy chunk finds the stylesheet in place and
 * adds no second copy.
 */
function inlineStyle(href: string, css: string | undefined): string {
  if (css === undefined) return `<link rel="stylesheet" crossorigin href="${href}" />`;
  return `<style data-href="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" crossorigin href="${href}" disabled />`;
}

/**
 * The landing chunk's stylesheets, which index.html names for its preloads (vite.config.mts), and
 * the entry's own (index.html's <link>s), each inline when `styles` has its text: the
 * server-rendered HTML's first paint is already styled, and the lazy chunk finds them in place.
 */
function withStyles(template: string, styles: Record<string, string>): string {
  const assets = /window\.__landingAssets = (\{.*?\});?\n/.exec(template)?.[1];
  const landing: string[] = assets ? (JSON.parse(assets) as { styles: string[] }).styles : [];
  return template
    .replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_link, href: string) => inlineStyle(href, styles[href]))
    .replace('</head>', () => `  ${landing.map((href) => inlineStyle(href, styles[href])).join('\n    ')}\n  </head>`);
}

/**
 * The template without its entry <script type="module"> and <link rel="modulepreload">s, and their
 * URLs: on a page already painted by the server they would share the phone's slow link with the
 * hero image and the fonts; index.html's own script asks for them once the page has painted.
 */
function deferredScripts(template: string): { page: string; entry: string | null; modules: string[] } {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)?.[1] ?? null;
  if (!entry) return { page: template, entry: null, modules: [] };
  const modules = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
  const page = template.replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '').replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  return { page, entry, modules };
}

// The parts the browser hydrates from chunks of their own: renderToString cannot wait for a chunk.
deferred.PoliciesContact.provide(PoliciesContact);
deferred.VillaJsonLd.provide(VillaJsonLd);

/** The server renders `/` only. */
const LandingRouter = ({ children }: { children: ReactNode }) => <StaticRouter location="/">{children}</StaticRouter>;

/** JSON inside a <script> element: '<' escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The landing page as HTML (issue 18): the same App, store and routes as the browser, rendered with
 * the villa and the translations already there, so the first screen (header, hero, widget, tab
 * headings, JSON-LD) paints before any script runs and the browser hydrates it unchanged. The
 * villa and the language travel in `#ssr-state` for main.tsx.
 */
export function renderLandingPage({ template, villa, language, resources, origin, image, styles = {}, extras = {} }: LandingPageInput): string {
  setServerOrigin(origin);
  const store = makeStore();
  store.dispatch(villaApi.util.upsertQueryEntries([{ endpointName: 'getVilla', arg: undefined, value: villa }]));
  if (extras.reviews) store.dispatch(reviewsApi.util.upsertQueryEntries([{ endpointName: 'getPublicReviews', arg: undefined, value: extras.reviews }]));
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
  const url = `${origin}/`;
  const shared = image && { ...image, url: new URL(image.url, origin).href };
  // A link preview names the villa's own title (the owner's headline), the site name beside it.
  const shareTitle = pickLocalized(villa.title, language) || title;
  const tags = shareMetaTags({ title: shareTitle, description, siteName: name, url, language, image: shared });
  // The hero's excerpt as cut here: the browser keeps it (its word breaker may cut Thai elsewhere).
  // The entry script and its modules are asked for by index.html's script after the first paint.
  const { page, entry, modules } = deferredScripts(withStyles(template, styles));
  const scripts = entry ? ` data-entry="${entry}" data-modules="${modules.join(' ')}"` : '';
  const state = `<script type="application/json" id="ssr-state" data-language="${language}"${scripts}>${scriptJson({ language, villa, heroExcerpt: excerpt, reviews: extras.reviews })}</script>`;
  return withHead(page, { title, canonical: url, tags })
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<meta charset="UTF-8" \/>/i, (charset) => `${charset}\n    ${state}`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}
