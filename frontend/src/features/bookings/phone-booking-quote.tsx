import { addDays, todayInBangkok } from '@baan-talay/pricing';
import { Alert, Descriptions, Skeleton } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { useAdminQuoteQuery, useHeldNightsQuery, useFormatters } from '../admin-shared';

const HORIZON_DAYS = 730;

/**
 * Whether the picker refuses `day`: a held night cannot start a stay, and a stay cannot run
 * through one, though it may end on one (back-to-back stays). `from`: the check-in chosen so far.
 */
export function takenDateDisabled(held: ReadonlySet<string>, day: string, from?: string): boolean {
  if (!from || day <= from) return held.has(day);
  for (let night = from; night < day; night = addDays(night, 1)) if (held.has(night)) return true;
  return false;
}

/** The nights other bookings (and blocks) hold, for the date picker (see takenDateDisabled). */
export function useTakenNights(open: boolean) {
  const today = todayInBangkok(new Date());
  const held = useHeldNightsQuery({ from: today, to: addDays(today, HORIZON_DAYS) }, { skip: !open });
  const nights = new Set(held.data?.unavailable ?? []);
  const disabled = (date: Dayjs, from?: Dayjs | null): boolean =>
    takenDateDisabled(nights, date.format('YYYY-MM-DD'), from?.format('YYYY-MM-DD'));
  return { disabled };
}

/** The server's quote for the stay as typed: what the guest would pay, night by night summed. */
export function PhoneQuote({ stay, rooms, guests }: { stay?: [Dayjs, Dayjs] | null; rooms?: number; guests?: number }) {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const ready = Boolean(stay?.[0] && stay?.[1] && rooms && guests);
  const request = {
    checkIn: stay?.[0]?.format('YYYY-MM-DD') ?? '',
    checkOut: stay?.[1]?.format('YYYY-MM-DD') ?? '',
    rooms: rooms ?? 0,
    guests: guests ?? 0,
  };
  const quote = useAdminQuoteQuery(request, { skip: !ready });
  if (!ready) return null;
  if (quote.isFetching && !quote.data) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (quote.isError) return <Alert type="warning" showIcon title={errorMessage(quote.error, t('phone.quoteFailed'))} style={{ marginBottom: 16 }} />;
  if (!quote.data) return null;
  const { nights, weekdayNights, weekendNights, savings, discount, total } = quote.data;
  return (
    <Descriptions size="small" bordered column={1} title={t('phone.quote')} style={{ marginBottom: 16 }} aria-label={t('phone.quote')}>
      <Descriptions.Item label={t('phone.nights')}>{t('phone.nightsValue', { nights, weekday: weekdayNights, weekend: weekendNights })}</Descriptions.Item>
      {savings > 0 && <Descriptions.Item label={t('phone.roomReduction')}>−{format.money(savings)}</Descriptions.Item>}
      {discount > 0 && <Descriptions.Item label={t('phone.discount')}>−{format.money(discount)}</Descriptions.Item>}
      <Descriptions.Item label={t('phone.total')}>
        <strong>{format.money(total)}</strong>
      </Descriptions.Item>
    </Descriptions>
  );
}
