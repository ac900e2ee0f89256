import type { CancellationTier } from '@baan-talay/contracts';
import { useTranslation } from 'react-i18next';

/** Most days first, as the server keeps them; the form's preview may hold any order. */
const byDays = (tiers: readonly CancellationTier[]) => [...tiers].sort((a, b) => b.daysBefore - a.daysBefore);

/**
 * The cancellation policy in words, one line per refund tier ("Full refund if you cancel at least 30
 * days before check-in"), then what happens after the last. Rendered from the same tiers the server
 * applies when a paid booking is cancelled; plain HTML, server-rendered with the policies section.
 */
export function CancellationTiersText({ tiers }: { tiers: readonly CancellationTier[] }) {
  const { t } = useTranslation('villa');
  if (tiers.length === 0) return null;
  const sorted = byDays(tiers);
  const last = sorted[sorted.length - 1];
  const line = ({ daysBefore, refundPercent }: CancellationTier) => {
    const when = daysBefore === 0 ? t('policies.tiers.untilArrival') : t('policies.tiers.daysBefore', { count: daysBefore });
    if (refundPercent === 100) return t('policies.tiers.full', { when });
    if (refundPercent === 0) return t('policies.tiers.none', { when });
    return t('policies.tiers.part', { percent: refundPercent, when });
  };
  return (
    <ul className="policies__tiers">
      {sorted.map((tier) => (
        <li key={tier.daysBefore}>{line(tier)}</li>
      ))}
      {last.refundPercent > 0 && last.daysBefore > 0 && <li>{t('policies.tiers.after')}</li>}
    </ul>
  );
}
