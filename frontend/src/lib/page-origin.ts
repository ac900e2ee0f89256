let serverOrigin = '';

/** The server rendering sets the configured public origin (PUBLIC_URL), as it has no window. */
export function setServerOrigin(origin: string) {
  serverOrigin = origin;
}

/** This page's origin (JSON-LD URLs): PUBLIC_URL on the server, which a configured site is served from. */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
