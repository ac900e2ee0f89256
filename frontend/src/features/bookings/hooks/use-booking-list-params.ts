import { BOOKING_STATUSES, type BookingStatus } from '@baan-talay/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type BookingListParams, type SortOrder, wholeNumber } from '../../admin-shared';

export const DEFAULT_PAGE_SIZE = 20;

const positive = (value: string | null, fallback: number): number => wholeNumber(value, 1, Number.MAX_SAFE_INTEGER) ?? fallback;

/**
 * Filters, sorting, page and the open booking live in the URL, so a reload or a shared link shows
 * the same list, and the back button closes the drawer.
 */
export function useBookingListParams() {
  const [search, setSearch] = useSearchParams();

  const params = useMemo<BookingListParams>(() => {
    const status = search.get('status');
    const order = search.get('order');
    return {
      status: BOOKING_STATUSES.includes(status as BookingStatus) ? (status as BookingStatus) : undefined,
      from: search.get('from') ?? undefined,
      to: search.get('to') ?? undefined,
      search: search.get('search') ?? undefined,
      slipQr: search.get('slipQr') === 'missing' ? 'missing' : undefined,
      sort: search.get('sort') ?? undefined,
      order: order === 'asc' || order === 'desc' ? (order as SortOrder) : undefined,
      page: positive(search.get('page'), 1),
      pageSize: positive(search.get('pageSize'), DEFAULT_PAGE_SIZE),
    };
  }, [search]);

  /** Changes the given keys; any filter change goes back to page 1 unless a page is given. */
  const update = useCallback(
    (changes: Partial<Record<keyof BookingListParams | 'booking' | 'view', string | number | undefined>>) => {
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        const filtersChanged = Object.keys(changes).some((key) => !['page', 'pageSize', 'booking', 'view'].includes(key));
        if (filtersChanged && !('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setSearch],
  );

  return { params, openBookingId: search.get('booking'), view: search.get('view') === 'calendar' ? 'calendar' : 'list', update } as const;
}
