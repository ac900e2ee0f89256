import { FileTextOutlined } from '@ant-design/icons';
import type { BookingDto } from '@baan-talay/contracts';
import { Button, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { formatInstant, formatTHB } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useBookingDocumentsQuery, useFetchDocumentMutation } from '../api/booking-billing-api';

/** The booking's numbered receipts / tax invoices and credit notes, each downloadable in the page's language. */
export function BookingDocuments({ booking }: { booking: BookingDto }) {
  const { t, i18n } = useTranslation('booking');
  const toast = useToast();
  const { data: documents = [] } = useBookingDocumentsQuery(booking._id, { skip: booking.status !== 'confirmed' && booking.status !== 'cancelled' });
  const [fetchDocument, { isLoading }] = useFetchDocumentMutation();
  if (documents.length === 0) return null;
  const language = i18n.resolvedLanguage ?? 'th';

  const download = async (number: string) => {
    try {
      const lang = currentLanguage(i18n.resolvedLanguage);
      const { url } = await fetchDocument({ id: booking._id, number, lang }).unwrap();
      const link = document.createElement('a');
      link.href = url;
      link.download = `${number}-${lang}.pdf`;
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast.error({ title: errorMessage(error, t('billing.documentFailed')) });
    }
  };

  return (
    <List
      className="booking-documents"
      header={<h2 className="flow-subtitle">{t('billing.documents')}</h2>}
      dataSource={documents}
      renderItem={(doc) => (
        <List.Item
          actions={[
            <Button key="download" icon={<FileTextOutlined />} loading={isLoading} onClick={() => void download(doc.number)}>
              {t('billing.download')}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={`${t(`billing.kinds.${doc.kind === 'credit_note' ? 'creditNote' : doc.taxInvoice ? 'taxInvoice' : 'receipt'}`)} ${doc.number}`}
            description={`${formatTHB(doc.amount, language)} · ${formatInstant(doc.issuedAt, language)}${doc.refersToNumber ? ` · ${t('billing.refersTo', { number: doc.refersToNumber })}` : ''}`}
          />
        </List.Item>
      )}
    />
  );
}
