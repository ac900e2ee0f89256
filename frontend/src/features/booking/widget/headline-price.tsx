import type { VillaPricing } from '@baan-talay/contracts';
import { headlinePrice } from '@baan-talay/pricing';
import { useTranslation } from 'react-i18next';
import { formatTHB } from '../../../lib/format';

export interface HeadlinePriceProps {
  pricing: VillaPricing;
  /** The chosen check-in, or the villa's today before one is chosen. */
  date: string;
  rooms: number;
}

/** The nightly price: weekend when the check-in night is a Friday or Saturday (SPEC §2). */
export function HeadlinePrice({ pricing, date, rooms }: HeadlinePriceProps) {
  const { t, i18n } = useTranslation('booking');
  const headline = headlinePrice(date, rooms, pricing);
  const language = i18n.resolvedLanguage ?? 'th';
  return (
    <div className="headline-price" data-testid="headline-price">
      <div className="headline-price__amounts">
        <span className="headline-price__price">{formatTHB(headline.price, language)}</span>
        {headline.discounted && (
          <s className="headline-price__regular" aria-label={t('widget.regularPriceLabel', { price: formatTHB(headline.regularPrice, language) })}>
            {formatTHB(headline.regularPrice, language)}
          </s>
        )}
        <span className="headline-price__unit">{t('widget.perNight')}</span>
        {headline.discounted && (
          <span className="headline-price__badge">{t('widget.discountBadge', { percent: headline.badgePercent })}</span>
        )}
      </div>
      <div className="headline-price__kind">{headline.weekend ? t('widget.weekendRate') : t('widget.weekdayRate')}</div>
    </div>
  );
}
