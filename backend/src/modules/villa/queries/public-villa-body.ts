import { Injectable } from '@nestjs/common';
import { precompress, type Precompressed } from '../../../infrastructure/http/precompressed';
import { VillaQueries } from './villa.queries';

/**
 * GET /api/villa's body, serialised and compressed once per villa version (its updatedAt) rather
 * than on every request: the villa is read on every visit and changes only when an owner edits it.
 */
@Injectable()
export class PublicVillaBody {
  private kept: { version: string; body: Promise<Precompressed> } | null = null;

  constructor(private readonly villa: VillaQueries) {}

  async current(): Promise<Precompressed> {
    const view = await this.villa.publicView();
    if (this.kept?.version !== view.updatedAt) {
      const body = precompress(JSON.stringify(view));
      this.kept = { version: view.updatedAt, body };
      // A failed compression is tried again on the next request rather than kept.
      body.catch(() => this.kept?.body === body && (this.kept = null));
    }
    return this.kept.body;
  }
}
