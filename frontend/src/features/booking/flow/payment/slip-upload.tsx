import { DeleteOutlined, FilePdfOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api';
import { useUpdateBookingMutation, useUploadSlipMutation } from '../../api/booking-api';
import { checkSlip, SLIP_ACCEPT } from './slip-rules';
import { useToast } from '../../../../components/toast';

interface Uploaded {
  file: File;
  url: string;
  preview: string | null;
}

export interface SlipUploadProps {
  bookingId: string;
  disabled?: boolean;
  onConfirmed: () => void;
}

/**
 * Pick a slip (checked for type and size before anything is sent), upload it, preview it, then
 * confirm: the confirm attaches it to the booking, which puts the booking in review.
 */
export function SlipUpload({ bookingId, disabled, onConfirmed }: SlipUploadProps) {
  const { t } = useTranslation('booking');
  const notification = useToast();
  const [uploadSlip, { isLoading: uploading }] = useUploadSlipMutation();
  const [updateBooking, { isLoading: confirming }] = useUpdateBookingMutation();
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
  const [qrMissing, setQrMissing] = useState(false);

  useEffect(() => () => {
    if (uploaded?.preview) URL.revokeObjectURL(uploaded.preview);
  }, [uploaded]);

  const upload = async (file: File) => {
    const problem = checkSlip(file);
    if (problem) {
      notification.error({ title: t(`payment.slip.${problem}`), description: file.name });
      return;
    }
    try {
      const { url, slipCheck } = await uploadSlip({ id: bookingId, file }).unwrap();
      const preview = file.type.startsWith('image/') && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
      setUploaded({ file, url, preview });
      notification.success({ title: t('payment.slip.uploaded') });
      // Not refused: the owner checks such a slip by hand. PDFs are never read, so they get no note.
      setQrMissing(slipCheck?.qr === null && slipCheck.reason !== 'notChecked');
    } catch (error) {
      notification.error({ title: errorMessage(error, t('payment.slip.uploadFailed')) });
    }
  };

  const confirm = async () => {
    if (!uploaded) return;
    try {
      await updateBooking({ id: bookingId, patch: { paymentSlipUrl: uploaded.url, status: 'in_review' } }).unwrap();
      notification.success({ title: t('payment.slip.confirmed') });
      onConfirmed();
    } catch (error) {
      notification.error({ title: errorMessage(error, t('payment.methodFailed')) });
    }
  };

  return (
    <section className="slip-upload" aria-labelledby="slip-title">
      <h2 id="slip-title" className="flow-subtitle">{t('payment.slip.title')}</h2>
      {uploaded ? (
        <div className="slip-upload__preview">
          {uploaded.preview ? (
            <img src={uploaded.preview} alt={t('payment.slip.preview')} />
          ) : (
            <p className="slip-upload__file"><FilePdfOutlined aria-hidden /> {uploaded.file.name}</p>
          )}
          {qrMissing && <Alert type="info" showIcon title={t('payment.slip.qrMissing')} />}
          <div className="slip-upload__actions">
            <Button size="large" icon={<DeleteOutlined />} onClick={() => setUploaded(null)} disabled={confirming}>
              {t('payment.slip.remove')}
            </Button>
            <Button type="primary" size="large" onClick={confirm} loading={confirming} disabled={disabled}>
              {confirming ? t('widget.pleaseWait') : t('payment.slip.confirm')}
            </Button>
          </div>
        </div>
      ) : (
        <Upload.Dragger
          accept={SLIP_ACCEPT}
          multiple={false}
          showUploadList={false}
          disabled={disabled || uploading}
          // Our own request: the file goes through RTK Query with the booking's token.
          beforeUpload={(file) => {
            void upload(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon"><InboxOutlined /></p>
          <p className="ant-upload-text">{uploading ? t('payment.slip.uploading') : t('payment.slip.drop')}</p>
          <p className="ant-upload-hint">{t('payment.slip.hint')}</p>
        </Upload.Dragger>
      )}
    </section>
  );
}
