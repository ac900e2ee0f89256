import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Image, Popconfirm, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../admin-shared';
import { IMAGE_ACCEPT, isTooLarge } from './image-files';

interface Props {
  title: string;
  url: string | null;
  alt: string;
  onUpload: (file: File) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}

/** One replaceable image (background, PromptPay QR): preview, replace, remove. */
export function ImageSetting({ title, url, alt, onUpload, onRemove }: Props) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(error, t('errors.updateVilla'));
    } finally {
      setBusy(false);
    }
  };

  const pick = (file: File) => {
    if (isTooLarge(file)) toast.error(undefined, t('slides.tooLarge', { name: file.name }));
    else void run(() => onUpload(file), t('images.uploaded'));
    return Upload.LIST_IGNORE;
  };

  return (
    <Card size="small" title={title}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {url ? <Image src={url} alt={alt} style={{ maxHeight: 220, objectFit: 'contain' }} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('images.none')} />}
        <Space wrap>
          <Upload accept={IMAGE_ACCEPT} beforeUpload={pick} showUploadList={false} disabled={busy}>
            <Button icon={<UploadOutlined />} loading={busy}>
              {url ? t('images.replace') : t('images.upload')}
            </Button>
          </Upload>
          {url && (
            <Popconfirm title={t('images.removeConfirm')} okText={t('common.delete')} cancelText={t('common.close')} okButtonProps={{ danger: true }} onConfirm={() => run(onRemove, t('images.removed'))}>
              <Button danger icon={<DeleteOutlined />} disabled={busy}>
                {t('common.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      </Space>
    </Card>
  );
}
