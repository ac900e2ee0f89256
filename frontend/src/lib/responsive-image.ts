/** The widths the server renders every uploaded photo at (backend image-processor PHOTO_PROFILE). */
const WIDTHS = [640, 960, 1280] as const;
const LARGEST = 1920;
/** An upload named by its content hash: `<hash>.webp`, with `<hash>-<width>.{webp,avif}` beside it. */
const HASHED = /^(\/api\/villa\/images\/[0-9a-f]{32})\.webp$/;
/** An older upload (random name): only the 1920 and 640 WebP files exist. */
const OLDER = /^(\/api\/villa\/images\/[0-9a-f-]{36})\.webp$/;

export interface ResponsiveImage {
  src: string;
  /** srcset per format, best first; empty for a picture with a single file (the demo's SVG scenes). */
  sources: { type: 'image/avif' | 'image/webp'; srcSet: string }[];
}

/** The candidates of a villa picture for srcset, from the names the server gives its variants. */
export function responsiveImage(url: string): ResponsiveImage {
  const hashed = HASHED.exec(url);
  if (hashed) {
    const set = (ext: string) => [...WIDTHS.map((w) => `${hashed[1]}-${w}.${ext} ${w}w`), `${hashed[1]}.${ext} ${LARGEST}w`].join(', ');
    return { src: url, sources: [{ type: 'image/avif', srcSet: set('avif') }, { type: 'image/webp', srcSet: set('webp') }] };
  }
  const older = OLDER.exec(url);
  if (older) return { src: url, sources: [{ type: 'image/webp', srcSet: `${older[1]}-640.webp 640w, ${url} ${LARGEST}w` }] };
  return { src: url, sources: [] };
}
