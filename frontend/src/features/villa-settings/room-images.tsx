import { CloseOutlined } from '@ant-design/icons';
import { Button, Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The room's current pictures; removing one here takes effect when the room is saved. */
export function RoomImages({ urls, alt, onRemove }: { urls: string[]; alt: string; onRemove: (url: string) => void }) {
  const { t } = useTranslation('admin');
  if (urls.length === 0) return null;
  return (
    <Space orientation="vertical" style={{ marginBottom: 16 }}>
      <Typography.Text type="secondary">{t('rooms.currentImages')}</Typography.Text>
      <Image.PreviewGroup>
        <Space wrap>
          {urls.map((url, index) => (
            <Space key={url} orientation="vertical" size={4} align="center">
              <Image src={url} width={96} height={64} style={{ objectFit: 'cover' }} alt={`${alt} ${index + 1}`} />
              <Button
                size="small"
                type="text"
                danger
                icon={<CloseOutlined />}
                aria-label={t('rooms.removeImage', { index: index + 1 })}
                onClick={() => onRemove(url)}
              />
            </Space>
          ))}
        </Space>
      </Image.PreviewGroup>
    </Space>
  );
}
