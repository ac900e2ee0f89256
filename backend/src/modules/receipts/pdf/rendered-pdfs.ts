/** Enough for every booking whose guest is looking at it at once; a receipt is some tens of KB. */
export const KEPT_PDFS = 64;

/**
 * Rendered PDFs by what they were rendered from, the least recently used dropped past `capacity`.
 * The render's promise is kept rather than its bytes, so requests arriving together for one
 * receipt share one render instead of each spending a second of CPU (issue 35).
 */
export class RenderedPdfs {
  private readonly kept = new Map<string, Promise<Buffer>>();

  constructor(private readonly capacity = KEPT_PDFS) {}

  get size(): number {
    return this.kept.size;
  }

  get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const found = this.kept.get(key);
    if (found) {
      this.kept.delete(key);
      this.kept.set(key, found);
      return found;
    }
    const rendering = render();
    this.kept.set(key, rendering);
    // A failed render is not kept: the next request tries again.
    rendering.catch(() => this.kept.get(key) === rendering && this.kept.delete(key));
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value as string);
    return rendering;
  }
}
