let serverOrigin = '';

/** The server rendering sets the configured public origin (PUBLIC_URL), as it has no window. */
export function setServerOrigin(origin: string) {
  serverOrigin = origin;
}

/** This page's origin, the same on the server and in the browser (JSON-LD URLs). */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
