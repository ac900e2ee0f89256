import type { SlideDto } from '@baan-talay/contracts';
import { DeleteOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Image, Popconfirm, Progress, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteSlideMutation, useToast } from '../admin-shared';
import { useSlideUpload } from './hooks/use-slide-upload';
import { IMAGE_ACCEPT, isTooLarge, MAX_SLIDES } from './image-files';

/** The villa's slideshow: up to 50 images, added in checked batches, removed one by one. */
export function SlidesManager({ slides }: { slides: SlideDto[] }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [queue, setQueue] = useState<File[]>([]);
  const { upload, progress } = useSlideUpload();
  const [deleteSlide] = useDeleteSlideMutation();
  const room = MAX_SLIDES - slides.length;

  // Each file is checked as it is picked; an oversize one never joins the queue.
  const pick = (file: File) => {
    if (isTooLarge(file)) toast.error(undefined, t('slides.tooLarge', { name: file.name }));
    else setQueue((current) => [...current, file]);
    return Upload.LIST_IGNORE;
  };

  const send = async () => {
    if (queue.length > room) {
      toast.error(undefined, t('slides.tooMany', { max: MAX_SLIDES, room }));
      return;
    }
    try {
      const { uploaded, notSent, failure } = await upload(queue);
      setQueue(notSent);
      if (failure) toast.error(undefined, t('slides.batchFailed', { batch: failure.batch, batches: failure.batches }));
      else toast.success(t('slides.uploaded', { count: uploaded }));
    } catch (error) {
      toast.error(undefined, (error as Error).message);
    }
  };

  const remove = async (slide: SlideDto) => {
    try {
      await deleteSlide(slide.id).unwrap();
      toast.success(t('slides.removed'));
    } catch (error) {
      toast.error(error, t('errors.updateVilla'));
    }
  };

  return (
    <Card title={t('slides.title')} extra={<Typography.Text type="secondary">{t('slides.count', { count: slides.length, max: MAX_SLIDES })}</Typography.Text>}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Upload.Dragger multiple accept={IMAGE_ACCEPT} beforeUpload={pick} showUploadList={false} disabled={progress.uploading || room <= 0}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('slides.pick')}</p>
          <p className="ant-upload-hint">{t('slides.hint')}</p>
        </Upload.Dragger>
        {queue.length > 0 && (
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text>{t('slides.queued', { count: queue.length })}</Typography.Text>
            <Space>
              <Button onClick={() => setQueue([])} disabled={progress.uploading}>
                {t('slides.clear')}
              </Button>
              <Button type="primary" onClick={send} loading={progress.uploading}>
                {t('slides.upload', { count: queue.length })}
              </Button>
            </Space>
          </Flex>
        )}
        {(progress.uploading || progress.percent > 0) && (
          <Progress percent={progress.percent} status={progress.failure ? 'exception' : progress.uploading ? 'active' : 'success'} aria-label={t('slides.progress')} />
        )}
        {progress.failure && (
          <Alert
            type="error"
            showIcon
            title={t('slides.batchFailed', { batch: progress.failure.batch, batches: progress.failure.batches })}
            description={`${progress.failure.message} ${t('slides.retryHint', { count: queue.length })}`}
          />
        )}
        <Image.PreviewGroup>
          <Flex wrap gap={12}>
            {slides.map((slide, index) => (
              <Space key={slide.id} orientation="vertical" size={4} align="center">
                <Image src={slide.url} width={160} height={90} style={{ objectFit: 'cover' }} alt={t('slides.alt', { index: index + 1 })} />
                <Popconfirm title={t('slides.removeConfirm')} okText={t('common.delete')} cancelText={t('common.close')} okButtonProps={{ danger: true }} onConfirm={() => remove(slide)}>
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('slides.removeLabel', { index: index + 1 })} />
                </Popconfirm>
              </Space>
            ))}
          </Flex>
        </Image.PreviewGroup>
      </Space>
    </Card>
  );
}
