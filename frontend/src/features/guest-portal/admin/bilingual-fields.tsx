import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';

/** A text in Thai and English side by side (one above the other on a phone). */
export function BilingualFields({ name, label, long, max }: { name: (string | number)[]; label: string; long?: boolean; max: number }) {
  const { t } = useTranslation('admin');
  return (
    <Row gutter={12}>
      {(['th', 'en'] as const).map((language) => (
        <Col xs={24} md={12} key={language}>
          <Form.Item name={[...name, language]} label={`${label} (${t(`guestPortal.languages.${language}`)})`}>
            {long ? <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={max} /> : <Input maxLength={max} />}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
