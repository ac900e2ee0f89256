import type { BookingDto, Language } from '@baan-talay/contracts';
import { Tag, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters, formatMoney } from '../admin-shared';
import { nightRuns, priceLines, type PriceLine } from './price-lines';

/** A baht amount with its sign written out, so a line that takes money off reads as such. */
function signedMoney(amount: number): string {
  if (amount < 0) return `−${formatMoney(-amount)}`;
  return `+${formatMoney(amount)}`;
}

/**
 * The booking's price as lines that visibly add up to its total: the nights grouped by season, kind
 * and price, the discounted prices and an admin's override as signed lines, a rule, and the total.
 * The numbers are the server's quote stored with the booking.
 */
export function PriceBreakdown({ booking }: { booking: BookingDto }) {
  const { t, i18n } = useTranslation('admin');
  const format = useFormatters();
  const { token } = theme.useToken();
  const { lines, total, roomReduction } = priceLines(booking);
  const language: Language = i18n.language.startsWith('th') ? 'th' : 'en';

  const cell: CSSProperties = { padding: `${token.paddingXXS}px 0`, verticalAlign: 'top' };
  const amountCell: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap', paddingInlineStart: token.padding, fontVariantNumeric: 'tabular-nums' };

  const label = (line: PriceLine) => {
    if (line.kind !== 'nights') {
      if (line.kind === 'discount') return <Typography.Text>{t('price.discountLine')}</Typography.Text>;
      return (
        <>
          <Typography.Text>{t('price.overrideLine')}</Typography.Text> <Tag color="purple">{t('price.overridden')}</Tag>
        </>
      );
    }
    const nights = t(line.weekend ? 'price.weekendNights' : 'price.weekdayNights', { count: line.dates.length, price: format.money(line.unitPrice) });
    return (
      <>
        <Typography.Text>{nights}</Typography.Text>
        <br />
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {line.season && <Tag style={{ marginInlineEnd: token.marginXXS }}>{line.season[language]}</Tag>}
          {nightRuns(line.dates)
            .map(([first, last]) => (first === last ? format.date(first) : `${format.date(first)} – ${format.date(last)}`))
            .join(', ')}
        </Typography.Text>
      </>
    );
  };

  return (
    <table aria-label={t('price.table')} data-testid="price-breakdown" style={{ width: '100%', borderCollapse: 'collapse' }}>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} data-price-line={line.kind}>
            <td style={cell}>{label(line)}</td>
            <td style={amountCell} data-amount={line.amount}>
              {line.kind === 'nights' ? format.money(line.amount) : signedMoney(line.amount)}
            </td>
          </tr>
        ))}
        <tr data-price-line="total">
          <th scope="row" style={{ ...cell, textAlign: 'start', borderTop: `2px solid ${token.colorText}`, paddingTop: token.paddingXS }}>
            <Typography.Text strong>{t('price.total')}</Typography.Text>
          </th>
          <td style={{ ...amountCell, borderTop: `2px solid ${token.colorText}`, paddingTop: token.paddingXS }} data-amount={total}>
            <Typography.Text strong>{format.money(total)}</Typography.Text>
          </td>
        </tr>
      </tbody>
      {roomReduction && (
        <caption style={{ captionSide: 'bottom', textAlign: 'start', paddingTop: token.paddingXS }}>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {t('price.roomReduction', { count: roomReduction.rooms, amount: format.money(roomReduction.amount), wholeVilla: format.money(roomReduction.wholeVilla) })}
          </Typography.Text>
        </caption>
      )}
    </table>
  );
}
