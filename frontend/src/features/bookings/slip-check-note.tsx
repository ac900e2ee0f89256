import { thaiBankName, type SlipQrCheck } from '@baan-talay/contracts';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What the slip's verification QR said: the sending bank and the transfer reference, or, in amber,
 * that the owner must check this slip by hand. Nothing for slips attached before the check existed.
 */
export function SlipCheckNote({ check }: { check: SlipQrCheck | null }) {
  const { t, i18n } = useTranslation('admin');
  if (!check) return null;
  if (check.qr) {
    const bank = thaiBankName(check.qr.sendingBank, i18n.language.startsWith('th') ? 'th' : 'en');
    return (
      <Typography.Text data-testid="slip-qr">
        {t('slipCheck.found', { bank, reference: check.qr.transRef })}
      </Typography.Text>
    );
  }
  if (check.reason === 'notChecked') return <Typography.Text type="secondary">{t('slipCheck.notChecked')}</Typography.Text>;
  // A slip accepted unchecked may well carry its QR: the title must not say none was found.
  const title = check.reason === 'notVerified' ? t('slipCheck.unverified') : t('slipCheck.missing');
  return <Alert type="warning" showIcon title={title} description={t(`slipCheck.reasons.${check.reason}`)} />;
}
