/**
 * One amenity's picture: decoration only, hidden from screen readers (the amenity's name beside it
 * is what they read).
 */
export function AmenityIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" focusable="false" aria-hidden="true" className="bt-icon">
      <path d={path} />
    </svg>
  );
}
