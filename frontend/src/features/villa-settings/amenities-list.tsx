import { Card, Col, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AMENITIES, AmenityIcon } from '../villa';

/** The fixed nine of SPEC §2; shown to the admin as the guest sees them (the same icons), not editable. */
export function AmenitiesList() {
  const { t } = useTranslation('admin');
  return (
    <Card size="small" title={t('amenities.title')}>
      <Typography.Paragraph type="secondary">{t('amenities.readOnly')}</Typography.Paragraph>
      <Row gutter={[16, 16]} role="list">
        {AMENITIES.map((amenity) => (
          <Col key={amenity.key} xs={24} sm={12} md={8} role="listitem">
            <Space>
              <AmenityIcon path={amenity.icon} />
              {t(`amenities.${amenity.key}`)}
            </Space>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
