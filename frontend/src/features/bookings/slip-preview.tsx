import { Alert, Empty, Image, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSlipPreview } from './hooks/use-slip-preview';

export function SlipPreview({ bookingId, hasSlip }: { bookingId: string; hasSlip: boolean }) {
  const { t } = useTranslation('admin');
  const preview = useSlipPreview(bookingId, hasSlip);

  switch (preview.state) {
    case 'idle':
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('slip.none')} />;
    case 'loading':
      return <Spin />;
    case 'error':
      return <Alert type="warning" showIcon title={t('slip.failed')} />;
    case 'ready':
      return preview.kind === 'pdf' ? (
        <>
          <object data={preview.url} type="application/pdf" title={t('slip.title')} width="100%" height={480} />
          <Typography.Link href={preview.url} target="_blank" rel="noopener">
            {t('slip.openPdf')}
          </Typography.Link>
        </>
      ) : (
        <Image src={preview.url} alt={t('slip.title')} style={{ maxHeight: 480, objectFit: 'contain' }} />
      );
    default: {
      const unknown: never = preview;
      return unknown;
    }
  }
}
