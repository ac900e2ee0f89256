import { Injectable } from '@nestjs/common';

/** What another context adds to the server-rendered landing page, and the version its cache keys on. */
export interface LandingExtra {
  version(): Promise<string>;
  load(): Promise<unknown>;
}

/**
 * Content of other contexts on the landing page (the published reviews), registered at start-up so
 * the villa context imports none of them. The renderer keeps a page until the villa or any extra's
 * version changes.
 */
@Injectable()
export class LandingExtras {
  private readonly extras = new Map<string, LandingExtra>();

  register(name: string, extra: LandingExtra): void {
    this.extras.set(name, extra);
  }

  async version(): Promise<string> {
    const versions = await Promise.all([...this.extras].map(async ([name, extra]) => `${name}=${await extra.version()}`));
    return versions.join(';');
  }

  async load(): Promise<Record<string, unknown>> {
    return Object.fromEntries(await Promise.all([...this.extras].map(async ([name, extra]) => [name, await extra.load()] as const)));
  }
}
