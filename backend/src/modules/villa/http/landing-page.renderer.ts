import { Inject, Injectable, Logger } from '@nestjs/common';
import type { VillaDto } from '@baan-talay/contracts';
import type { Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { precompress, sendPrecompressed, type Precompressed } from '../../../infrastructure/http/precompressed';
import { VillaImages } from '../queries/villa-images';
import { LandingExtras } from './landing-extras';
import { VillaQueries } from '../queries/villa.queries';
import { pageLanguage, type PageLanguage } from './landing-language';

/** The SPA build's server renderer (frontend/src/entry-server.tsx, built into `<spa>/.ssr`). */
interface ServerRenderer {
  renderLandingPage(input: {
    template: string;
    villa: VillaDto;
    language: PageLanguage;
    resources: Record<string, Record<string, unknown>>;
    origin: string;
    image: { url: string; width?: number; height?: number } | null;
    styles: Record<string, string>;
    extras?: Record<string, unknown>;
  }): string;
}

interface Build {
  renderer: ServerRenderer;
  template: string;
  resources: Record<string, Record<string, unknown>>;
  styles: Record<string, string>;
}

const NAMESPACES = ['common', 'booking', 'villa', 'validation'];
const LANGUAGES: PageLanguage[] = ['th', 'en'];

/**
 * Renders `/` to HTML from the villa read model with the SPA's own React code (issue 18), so the
 * first screen paints before any script and crawlers read it. Its links name the configured
 * origin (PUBLIC_URL), never the request's Host, so a page is kept per language only (two at
 * most) until the villa changes (its updatedAt): a stranger sending many Host values neither
 * renders a page each nor grows the cache. Each page is kept with its brotli and gzip forms, made
 * once when it is rendered (issue 37). Without a renderer in the build, or when rendering
 * fails, the plain index.html is served and the browser renders as before.
 */
@Injectable()
export class LandingPageRenderer {
  private readonly logger = new Logger(LandingPageRenderer.name);
  private loaded: Build | null = null;
  private pages = new Map<PageLanguage, Promise<Precompressed>>();
  private villaVersion = '';
  private readonly origin: string;

  constructor(
    private readonly villa: VillaQueries,
    private readonly images: VillaImages,
    private readonly extras: LandingExtras,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.origin = new URL(config.publicUrl).origin;
  }

  /** Answers the request with the rendered page; false when it cannot (the caller serves index.html). */
  async render(req: Request, res: Response): Promise<boolean> {
    const build = this.load();
    if (!build) return false;
    const language = pageLanguage(req.headers.cookie, req.headers['accept-language']);
    let page: Precompressed;
    try {
      const [villa, extrasVersion] = await Promise.all([this.villa.publicView(), this.extras.version()]);
      // Published reviews (and any other context's extras) change the page as the villa does.
      const version = `${villa.updatedAt}|${extrasVersion}`;
      if (version !== this.villaVersion) {
        this.pages.clear();
        this.villaVersion = version;
      }
      page = await this.page(build, villa, language);
    } catch (error) {
      this.logger.error(`Server rendering of / failed, serving the plain page: ${(error as Error).message}`);
      return false;
    }
    // Revalidated on every visit (an ETag per encoding); which page it is depends on these headers.
    res.set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding, Accept-Language, Cookie' });
    sendPrecompressed(req, res, page);
    return true;
  }

  /** The page in the cache, or rendered and compressed once, shared by the requests that wait for it. */
  private page(build: Build, villa: VillaDto, language: PageLanguage): Promise<Precompressed> {
    const kept = this.pages.get(language);
    if (kept) return kept;
    const page = Promise.all([this.shareImage(villa), this.extras.load()]).then(([image, extras]) =>
      precompress(build.renderer.renderLandingPage({ template: build.template, villa, language, resources: build.resources, origin: this.origin, image, styles: build.styles, extras })),
    );
    this.pages.set(language, page);
    // A failed compression is tried again on the next request rather than kept.
    page.catch(() => this.pages.get(language) === page && this.pages.delete(language));
    return page;
  }

  /** The hero's picture (background, else first slide) with its size, for the page's og:image. */
  private async shareImage(villa: VillaDto) {
    const url = villa.backgroundImage ?? villa.slideImages[0]?.url;
    const size = url ? await this.images.size(url) : null;
    return url ? { url, ...size } : null;
  }

  /** The renderer, index.html, its stylesheets and the translations of the build, read on the first request. */
  private load(): Build | null {
    if (this.loaded) return this.loaded;
    const spa = this.config.spaDir;
    const entry = join(spa, '.ssr', 'entry-server.cjs');
    if (!existsSync(entry)) return null;
    const resources: Record<string, Record<string, unknown>> = {};
    for (const language of LANGUAGES) {
      resources[language] = {};
      for (const ns of NAMESPACES) resources[language][ns] = JSON.parse(readFileSync(join(spa, 'locales', language, `${ns}.json`), 'utf8'));
    }
    // A CommonJS file of the build, found at run time.
    const renderer = require(entry) as ServerRenderer;
    const template = readFileSync(join(spa, 'index.html'), 'utf8');
    // The stylesheets index.html names (its own and the landing chunk's), put inline by the renderer.
    const styles: Record<string, string> = {};
    for (const [href] of template.matchAll(/\/assets\/[\w.-]+\.css/g)) {
      const file = join(spa, href);
      if (existsSync(file)) styles[href] = readFileSync(file, 'utf8');
    }
    this.loaded = { renderer, template, resources, styles };
    return this.loaded;
  }
}
