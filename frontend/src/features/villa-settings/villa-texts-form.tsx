import type { AdminVillaDto } from '@baan-talay/contracts';
import { Button, Col, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from './hooks/use-unsaved-changes';
import { useVillaSave } from './hooks/use-villa-save';

const FIELDS = [
  { name: 'name', max: 100, rows: 0 },
  { name: 'title', max: 200, rows: 0 },
  { name: 'location', max: 300, rows: 0 },
  { name: 'beachfront', max: 300, rows: 2 },
  { name: 'description', max: 5000, rows: 8 },
  { name: 'address', max: 500, rows: 2 },
  { name: 'houseRules', max: 5000, rows: 5 },
  { name: 'cancellationPolicy', max: 5000, rows: 5 },
  { name: 'privacyNotice', max: 20000, rows: 8 },
] as const;
const LANGUAGES = ['th', 'en'] as const;

type TextsForm = Pick<AdminVillaDto, (typeof FIELDS)[number]['name']>;

/** Texts in Thai and English side by side, so the two versions are kept in step. */
export function VillaTextsForm({ villa }: { villa: AdminVillaDto }) {
  const { t } = useTranslation('admin');
  const unsaved = useUnsavedChanges();
  const { save, isLoading } = useVillaSave();
  const initialValues: TextsForm = {
    name: villa.name,
    title: villa.title,
    location: villa.location,
    beachfront: villa.beachfront,
    description: villa.description,
    address: villa.address,
    houseRules: villa.houseRules,
    cancellationPolicy: villa.cancellationPolicy,
    privacyNotice: villa.privacyNotice,
  };

  return (
    <Form<TextsForm> layout="vertical" initialValues={initialValues} onFinish={save} onValuesChange={unsaved.onValuesChange}>
      {unsaved.holder}
      <Row gutter={24}>
        {LANGUAGES.map((language) => (
          <Col key={language} xs={24} lg={12}>
            <Typography.Title level={5}>{t(`villa.language.${language}`)}</Typography.Title>
          </Col>
        ))}
      </Row>
      {FIELDS.map((field) => (
        <Row gutter={24} key={field.name}>
          {LANGUAGES.map((language) => (
            <Col key={language} xs={24} lg={12}>
              <Form.Item
                name={[field.name, language]}
                label={`${t(`villa.fields.${field.name}`)} (${language.toUpperCase()})`}
                rules={field.name === 'name' ? [{ required: true, whitespace: true, message: t('validation.required') }] : []}
              >
                {field.rows ? (
                  <Input.TextArea rows={field.rows} maxLength={field.max} showCount />
                ) : (
                  <Input maxLength={field.max} />
                )}
              </Form.Item>
            </Col>
          ))}
        </Row>
      ))}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
