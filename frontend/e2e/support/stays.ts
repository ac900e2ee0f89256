import { addDays } from '@baan-talay/pricing';
import { fromToday, nextWeekday } from './calendar';

// Each scenario books its own nights, far enough apart that they never collide, so the specs can
// share one product instance and still each find free dates.
export const STAYS = {
  /** Sunday to Tuesday, 2 weeknights. */
  thaiGuest: () => {
    const checkIn = nextWeekday(0, 14);
    return { checkIn, checkOut: addDays(checkIn, 2) };
  },
  /** Friday to Sunday: two weekend nights. */
  englishGuest: () => {
    const checkIn = nextWeekday(5, 21);
    return { checkIn, checkOut: addDays(checkIn, 2) };
  },
  /** A booking left unpaid until its window closes. */
  expiring: () => {
    const checkIn = fromToday(35);
    return { checkIn, checkOut: addDays(checkIn, 1) };
  },
  /** Friday to Saturday, to read the weekend price in the widget's breakdown. */
  weekendProbe: () => {
    const checkIn = nextWeekday(5, 42);
    return { checkIn, checkOut: addDays(checkIn, 1) };
  },
};
