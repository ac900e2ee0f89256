import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  key: string;
  label: string;
  content: ReactNode;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * WAI-ARIA tabs (arrow keys, Home, End; automatic activation). Hand-made because antd's Tabs
 * brings a menu and dropdown for overflow that the landing page's four tabs never need.
 */
export function Tabs({ items, label, className = '' }: { items: TabItem[]; label: string; className?: string }) {
  const [active, setActive] = useState(items[0]?.key);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const activeIndex = Math.max(0, items.findIndex((item) => item.key === active));

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(activeIndex, items.length);
    setActive(items[next].key);
    buttons.current[next]?.focus();
  };

  return (
    <div className={`tabs ${className}`}>
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <button key={item.key} ref={(node) => void (buttons.current[i] = node)} type="button" role="tab"
            id={`${id}-tab-${item.key}`} aria-controls={`${id}-panel-${item.key}`} aria-selected={i === activeIndex}
            tabIndex={i === activeIndex ? 0 : -1} className={`tabs__tab${i === activeIndex ? ' is-active' : ''}`}
            onClick={() => setActive(item.key)}>
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${items[activeIndex].key}`} aria-labelledby={`${id}-tab-${items[activeIndex].key}`}
        tabIndex={0} className="tabs__panel">
        {items[activeIndex].content}
      </div>
    </div>
  );
}
