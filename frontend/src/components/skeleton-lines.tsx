import './status-result.css';

/** A light loading placeholder; the text is for screen readers. */
export function SkeletonLines({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div className="skeleton-lines" role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} aria-hidden />
      ))}
    </div>
  );
}
