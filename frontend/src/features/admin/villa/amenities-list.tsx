import {
  CarOutlined,
  CoffeeOutlined,
  DesktopOutlined,
  FireOutlined,
  HomeOutlined,
  ShopOutlined,
  SkinOutlined,
  ThunderboltOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The fixed nine of SPEC §2; shown to the admin as the guest sees them, not editable. */
const AMENITIES = [
  { key: 'privatePool', icon: <HomeOutlined /> },
  { key: 'wifi', icon: <WifiOutlined /> },
  { key: 'kitchen', icon: <ShopOutlined /> },
  { key: 'smartTv', icon: <DesktopOutlined /> },
  { key: 'coffeeMaker', icon: <CoffeeOutlined /> },
  { key: 'airConditioning', icon: <ThunderboltOutlined /> },
  { key: 'parking', icon: <CarOutlined /> },
  { key: 'bathroom', icon: <SkinOutlined /> },
  { key: 'bbq', icon: <FireOutlined /> },
] as const;

export function AmenitiesList() {
  const { t } = useTranslation('admin');
  return (
    <Card size="small" title={t('amenities.title')}>
      <Typography.Paragraph type="secondary">{t('amenities.readOnly')}</Typography.Paragraph>
      <Row gutter={[16, 16]} role="list">
        {AMENITIES.map((amenity) => (
          <Col key={amenity.key} xs={24} sm={12} md={8} role="listitem">
            <Space>
              {amenity.icon}
              {t(`amenities.${amenity.key}`)}
            </Space>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
