import type { VillaDto } from '@baan-talay/contracts';
import { isRoomsInRange, minNightsFor, nightsBetween, quoteStay, rateOfNight, todayInBangkok } from '@baan-talay/pricing';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useGetAvailabilityQuery } from '../../villa';
import { datesCleared, datesSelected, roomsChosen, roomsReset, selectBookingSearch } from '../booking-search-slice';
import { firstOfMonth, shiftMonth } from '../../../lib/calendar-month';
import { rangeRefusal, type RangeRefusal } from './calendar-days';
import { HeadlinePrice } from './headline-price';
import { RangeCalendar } from './range-calendar';
import { RoomsSelect } from './rooms-select';
import { SelectedDates } from './selected-dates';
import { useCreateBooking } from './use-create-booking';
import './booking-widget.css';
import { useToast } from '../../../components/toast';

const safeQuote = (...args: Parameters<typeof quoteStay>) => {
  try {
    return quoteStay(...args);
  } catch {
    return null;
  }
};

/**
 * The stay's price by nights, shown once dates are picked (never on the first screen, which the
 * server renders without dates): a chunk of its own, out of the JavaScript `/` needs before it is
 * interactive, asked for as soon as the widget is on screen so it is in before a pick.
 */
const loadPriceBreakdown = () => import('./price-breakdown');
const PriceBreakdown = lazy(() => loadPriceBreakdown().then((module) => ({ default: module.PriceBreakdown })));

/** A night's price short enough to sit under a day (฿8.5k). */
const compactPrice = (amount: number) => `฿${amount >= 1000 ? `${Number((amount / 1000).toFixed(1))}k` : amount}`;

/** Price, dates, rooms and 'Book now' (SPEC §2 booking widget); a notice until the owner has a way to be paid. */
export function BookingWidget({ villa }: { villa: VillaDto }) {
  return villa.openForBookings ? <OpenBookingWidget villa={villa} /> : <NotOpenNotice />;
}

function NotOpenNotice() {
  const { t } = useTranslation('booking');
  return (
    <section className="booking-widget" aria-labelledby="booking-widget-title">
      <h2 id="booking-widget-title">{t('widget.notOpenTitle')}</h2>
      <p role="status">{t('widget.notOpen')}</p>
    </section>
  );
}

function OpenBookingWidget({ villa }: { villa: VillaDto }) {
  const { t } = useTranslation('booking');
  const notification = useToast();
  const dispatch = useDispatch();
  const search = useSelector(selectBookingSearch);
  const today = useMemo(() => todayInBangkok(new Date()), []);
  const [month, setMonth] = useState(() => firstOfMonth(search.checkIn ?? today));
  const { submit, isSubmitting } = useCreateBooking(villa);
  useEffect(() => void loadPriceBreakdown().catch(() => undefined), []);

  // SPEC §4: the rooms choice goes back to the villa's maximum whenever the villa changes.
  useEffect(() => {
    if (search.roomsForVilla !== villa.updatedAt) dispatch(roomsReset({ rooms: villa.bedrooms, villaVersion: villa.updatedAt }));
  }, [dispatch, search.roomsForVilla, villa.updatedAt, villa.bedrooms]);

  const rooms = search.rooms !== null && isRoomsInRange(search.rooms, villa) ? search.rooms : villa.bedrooms;
  const from = month < today ? today : month;
  const { data: unavailable = [] } = useGetAvailabilityQuery({ from, to: shiftMonth(month, 2) });
  const { checkIn, checkOut } = search;
  const quote = checkIn && checkOut ? safeQuote({ checkIn, checkOut, rooms }, villa) : null;
  // A refused pick (too short or too long) or a kept range the villa's limits no longer allow: the
  // reason stays on screen and Book now stays disabled until the dates fit.
  const [pickRefusal, setPickRefusal] = useState<RangeRefusal | null>(null);
  const rangeLimits = checkIn && checkOut ? { minNights: minNightsFor(checkIn, checkOut, villa), maxNights: villa.maxNights } : null;
  const refusal = pickRefusal ?? (checkIn && checkOut && rangeLimits ? rangeRefusal(nightsBetween(checkIn, checkOut), rangeLimits) : null);
  const ready = Boolean(checkIn && checkOut) && !refusal;
  // A check-in picked alone already shows, with its own night's rate, while the check-out is chosen.
  const [pendingStart, setPendingStart] = useState<string | null>(null);

  return (
    <section className="booking-widget" aria-labelledby="booking-widget-title">
      <h2 id="booking-widget-title" className="visually-hidden">{t('widget.title')}</h2>
      <HeadlinePrice pricing={villa} date={pendingStart ?? checkIn ?? today} rooms={rooms} />
      <p className="booking-widget__meta">
        {t('widget.roomCount', { count: villa.bedrooms })} · {t('widget.maxGuests', { count: villa.maxGuests })}
      </p>
      <SelectedDates checkIn={pendingStart ?? checkIn} checkOut={pendingStart ? null : checkOut} onClear={() => { setPickRefusal(null); dispatch(datesCleared()); }} />
      <RangeCalendar
        today={today}
        unavailable={unavailable}
        ownNights={search.ownNights}
        checkIn={checkIn}
        checkOut={checkOut}
        month={month}
        onMonthChange={setMonth}
        onRangeSelected={(range) => { setPickRefusal(null); dispatch(datesSelected(range)); }}
        onSameDay={() => notification.error({ title: t('errors.sameDayBooking') })}
        priceOf={(date) => compactPrice(rateOfNight(date, rooms, villa).price)}
        minNightsFor={(from, to) => minNightsFor(from, to, villa)}
        maxNights={villa.maxNights}
        onPendingStart={setPendingStart}
        onRefusal={(next) => {
          setPickRefusal(next);
          // The dates picked before are not what the guest now asks for: nothing stays bookable.
          if (next) dispatch(datesCleared());
        }}
      />
      {refusal && (
        <p className="booking-widget__refusal" role="alert" data-testid="range-refusal">{t(refusal.key, refusal.params)}</p>
      )}
      <RoomsSelect pricing={villa} value={rooms} onChange={(value) => dispatch(roomsChosen(value))} />
      {quote && !refusal && (
        <Suspense fallback={null}>
          <PriceBreakdown quote={quote} pricing={villa} />
        </Suspense>
      )}
      <button
        type="button"
        className={`bt-button bt-button--primary bt-button--large bt-button--block booking-widget__submit${ready ? '' : ' is-waiting'}`}
        // aria-disabled keeps the button focusable, so pressing it can say which dates are missing.
        aria-disabled={!ready || isSubmitting}
        aria-busy={isSubmitting || undefined}
        onClick={() => !isSubmitting && !refusal && submit({ checkIn, checkOut, rooms, today })}
      >
        {isSubmitting && <span className="bt-spinner" aria-hidden />}
        {isSubmitting ? t('widget.pleaseWait') : t('widget.bookNow')}
      </button>
      <p className="booking-widget__note">{t(villa.promptPayAvailable ? 'widget.payLaterPromptPay' : 'widget.payLater')}</p>
    </section>
  );
}
