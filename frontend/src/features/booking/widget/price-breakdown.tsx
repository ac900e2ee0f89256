import type { QuoteDto, VillaPricing } from '@baan-talay/contracts';
import { useTranslation } from 'react-i18next';
import { formatTHB } from '../../../lib/format';

export interface PriceBreakdownProps {
  quote: QuoteDto;
  pricing: VillaPricing;
}

/** Every figure comes from libs/pricing's quote, the same one the server charges (DESIGN §3). */
export function PriceBreakdown({ quote, pricing }: PriceBreakdownProps) {
  const { t, i18n } = useTranslation('booking');
  const money = (amount: number) => formatTHB(amount, i18n.resolvedLanguage ?? 'th');
  const weekday = quote.nightly.find((night) => !night.weekend);
  const weekend = quote.nightly.find((night) => night.weekend);
  // SPEC §9: the 'You save' line only when fewer rooms than the maximum and the reduction is positive.
  const showSavings = quote.rooms < pricing.bedrooms && pricing.priceReductionPerRoom > 0;
  const rows: [string, string, string?][] = [];
  if (showSavings) {
    rows.push([t('breakdown.basePrice'), money(quote.basePrice), 'base']);
    rows.push([t('breakdown.savings', { rooms: quote.rooms, max: pricing.bedrooms }), `−${money(quote.savings)}`, 'saving']);
  }
  if (weekday) rows.push([t('breakdown.weekdayNights', { count: quote.weekdayNights, price: money(weekday.regularPrice) }), money(weekday.regularPrice * quote.weekdayNights)]);
  if (weekend) rows.push([t('breakdown.weekendNights', { count: quote.weekendNights, price: money(weekend.regularPrice) }), money(weekend.regularPrice * quote.weekendNights)]);
  rows.push([t('breakdown.subtotal', { count: quote.nights }), money(quote.subtotal), 'subtotal']);
  if (quote.discount > 0) rows.push([t('breakdown.discount'), `−${money(quote.discount)}`, 'saving']);
  rows.push([t('breakdown.taxesAndFees'), quote.taxesAndFees > 0 ? money(quote.taxesAndFees) : t('breakdown.included'), 'taxes']);

  return (
    <section className="price-breakdown" aria-labelledby="price-breakdown-title">
      <h3 id="price-breakdown-title" className="price-breakdown__title">{t('breakdown.title')}</h3>
      <dl>
        {rows.map(([label, value, kind]) => (
          <div key={label} className={`price-breakdown__row${kind ? ` is-${kind}` : ''}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="price-breakdown__row is-total">
          <dt>{t('breakdown.total')}</dt>
          <dd data-testid="breakdown-total">{money(quote.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
