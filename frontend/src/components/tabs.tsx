import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
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
 * Which ends of a scrolling row hide tabs: the row fades at that edge so a guest on a phone sees
 * there are more tabs. Measured after the page is live (the server-rendered row has no fade).
 */
function useOverflowEdges(row: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => {
      // Right-to-left scrolls to negative offsets; the distance from the start is the same either way.
      const scrolled = Math.abs(element.scrollLeft);
      const hidden = element.scrollWidth - element.clientWidth;
      const next = { start: scrolled > 1, end: hidden - scrolled > 1 };
      setEdges((now) => (now.start === next.start && now.end === next.end ? now : next));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [row]);
  return edges;
}

/**
 * WAI-ARIA tabs (arrow keys, Home, End; automatic activation). Hand-made because antd's Tabs
 * brings a menu and dropdown for overflow that the landing page's four tabs never need.
 */
export function Tabs({ items, label, className = '' }: { items: TabItem[]; label: string; className?: string }) {
  const [active, setActive] = useState(items[0]?.key);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRef<HTMLDivElement>(null);
  const edges = useOverflowEdges(list);
  const id = useId();
  const activeIndex = Math.max(0, items.findIndex((item) => item.key === active));

  /** The chosen tab scrolled fully into the row (a tab half under the fade is brought out). */
  const select = (index: number) => {
    setActive(items[index].key);
    const row = list.current;
    const tab = buttons.current[index];
    if (!row || !tab || typeof row.scrollTo !== 'function') return;
    const left = tab.offsetLeft - row.offsetLeft;
    const margin = 32;
    if (left - margin < row.scrollLeft) row.scrollTo({ left: Math.max(0, left - margin), behavior: 'smooth' });
    else if (left + tab.offsetWidth + margin > row.scrollLeft + row.clientWidth) row.scrollTo({ left: left + tab.offsetWidth + margin - row.clientWidth, behavior: 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(activeIndex, items.length);
    select(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className={`tabs ${className}`}>
      <div ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown}
        className={`tabs__list${edges.start ? ' has-more-start' : ''}${edges.end ? ' has-more-end' : ''}`}>
        {items.map((item, i) => (
          <button key={item.key} ref={(node) => void (buttons.current[i] = node)} type="button" role="tab"
            id={`${id}-tab-${item.key}`} aria-controls={`${id}-panel-${item.key}`} aria-selected={i === activeIndex}
            tabIndex={i === activeIndex ? 0 : -1} className={`tabs__tab${i === activeIndex ? ' is-active' : ''}`}
            onClick={() => select(i)}>
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
