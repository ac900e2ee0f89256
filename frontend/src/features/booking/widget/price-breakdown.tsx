import type { QuoteDto, VillaPricing } from '@baan-talay/contracts';
import { useTranslation } from 'react-i18next';
import { formatTHB } from '../../../lib/format';

export interface PriceBreakdownProps {
  quote: QuoteDto;
  pricing: VillaPricing;
}

interface NightGroup {
  season: QuoteDto['nightly'][number]['season'];
  weekend: boolean;
  count: number;
  price: number;
  total: number;
}

/** The nights by season and kind: each season's weekday nights, then its weekend nights. */
function nightGroups(quote: QuoteDto): NightGroup[] {
  const groups = new Map<string, NightGroup>();
  for (const kind of [false, true]) {
    for (const night of quote.nightly) {
      if (night.weekend !== kind) continue;
      const key = `${night.season?.id ?? ''}|${kind}`;
      const group = groups.get(key) ?? { season: night.season, weekend: kind, count: 0, price: night.regularPrice, total: 0 };
      group.count += 1;
      group.total += night.regularPrice;
      groups.set(key, group);
    }
  }
  const order = [...new Set(quote.nightly.map((night) => night.season?.id ?? ''))];
  return [...groups.values()].sort((a, b) => order.indexOf(a.season?.id ?? '') - order.indexOf(b.season?.id ?? '') || Number(a.weekend) - Number(b.weekend));
}

/** Every figure comes from libs/pricing's quote, the same one the server charges (DESIGN §3). */
export function PriceBreakdown({ quote, pricing }: PriceBreakdownProps) {
  const { t, i18n } = useTranslation('booking');
  const money = (amount: number) => formatTHB(amount, i18n.resolvedLanguage ?? 'th');
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'th';
  // SPEC §9: the 'You save' line only when fewer rooms than the maximum and the reduction is positive.
  const showSavings = quote.rooms < pricing.bedrooms && pricing.priceReductionPerRoom > 0;
  const rows: [string, string, string?][] = [];
  if (showSavings) {
    rows.push([t('breakdown.basePrice'), money(quote.basePrice), 'base']);
    rows.push([t('breakdown.savings', { rooms: quote.rooms, max: pricing.bedrooms }), `−${money(quote.savings)}`, 'saving']);
  }
  // Weekday and weekend nights, per season (named) and for the base prices, in the stay's order.
  for (const group of nightGroups(quote)) {
    const label = t(group.weekend ? 'breakdown.weekendNights' : 'breakdown.weekdayNights', { count: group.count, price: money(group.price) });
    rows.push([group.season ? `${label} · ${group.season.name[language] || group.season.name.en}` : label, money(group.total)]);
  }
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
