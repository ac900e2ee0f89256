let serverOrigin = '';

/** The server rendering sets the origin the browser asked (its Host), which it has no window for. */
export function setServerOrigin(origin: string) {
  serverOrigin = origin;
}

/** This page's origin, the same on the server and in the browser (JSON-LD URLs). */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
