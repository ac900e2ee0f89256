import { useId } from 'react';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Five stars filled to `rating` (fractions too), read out as its label. */
export function Stars({ rating, label, size = 18 }: { rating: number; label: string; size?: number }) {
  const id = useId();
  return (
    <span role="img" aria-label={label} className="stars" style={{ display: 'inline-flex', gap: 2 }}>
      {Array.from({ length: 5 }, (_, i) => {
        const fill = Math.max(0, Math.min(1, rating - i));
        return (
          <svg key={i} width={size} height={size} viewBox="0 0 24 24" aria-hidden>
            <defs>
              <linearGradient id={`${id}-${i}`}>
                <stop offset={fill} stopColor="#f5a623" />
                <stop offset={fill} stopColor="var(--bt-border-strong)" />
              </linearGradient>
            </defs>
            <path d={STAR} fill={`url(#${id}-${i})`} />
          </svg>
        );
      })}
    </span>
  );
}
