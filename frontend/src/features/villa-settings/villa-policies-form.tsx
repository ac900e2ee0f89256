import { LINE_ID_PATTERN, VILLA_TIME_PATTERN, compactContactPhone, type AdminVillaDto } from '@baan-talay/contracts';
import { Button, Card, Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from './hooks/use-unsaved-changes';
import { useVillaSave } from './hooks/use-villa-save';

type PoliciesForm = Pick<
  AdminVillaDto,
  'checkInTime' | 'checkOutTime' | 'contactPhone' | 'contactEmail' | 'contactLineId' | 'contactWhatsApp' | 'mapLatitude' | 'mapLongitude'
>;


/**
 * Check-in/out times, contact channels and the map pin: one value for both languages (house rules,
 * cancellation policy and address are texts, on the Texts tab). Same checks as the server (villa.rules.ts).
 */
export function VillaPoliciesForm({ villa }: { villa: AdminVillaDto }) {
  const { t } = useTranslation('admin');
  const unsaved = useUnsavedChanges();
  const { save, isLoading } = useVillaSave();
  const apiError = (code: string) => t(`common:apiErrors.villa.${code}`, { min: -90, max: 90 });
  const initialValues: PoliciesForm = {
    checkInTime: villa.checkInTime,
    checkOutTime: villa.checkOutTime,
    contactPhone: villa.contactPhone,
    contactEmail: villa.contactEmail,
    contactLineId: villa.contactLineId,
    contactWhatsApp: villa.contactWhatsApp,
    mapLatitude: villa.mapLatitude,
    mapLongitude: villa.mapLongitude,
  };
  const check = (valid: (value: string) => boolean, code: string) => ({
    validator: (_: unknown, value?: string) => (!value || valid(value) ? Promise.resolve() : Promise.reject(new Error(apiError(code)))),
  });
  const pattern = (regex: RegExp, code: string) => check((value) => regex.test(value.trim()), code);
  const phone = check((value) => compactContactPhone(value) !== null, 'phoneInvalid');
  const onFinish = (values: PoliciesForm) =>
    save({
      ...values,
      // An emptied number field is null: the pin is removed.
      mapLatitude: values.mapLatitude ?? null,
      mapLongitude: values.mapLongitude ?? null,
    });

  return (
    <Form<PoliciesForm> layout="vertical" initialValues={initialValues} onFinish={onFinish} onValuesChange={unsaved.onValuesChange} style={{ maxWidth: 900 }}>
      {unsaved.holder}
      <Card size="small" title={t('villa.tabs.policies')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {(['checkInTime', 'checkOutTime'] as const).map((name) => (
            <Col key={name} xs={24} sm={12}>
              <Form.Item name={name} label={t(`villa.fields.${name}`)} rules={[pattern(VILLA_TIME_PATTERN, 'timeInvalid')]}>
                <Input placeholder={name === 'checkInTime' ? '14:00' : '11:00'} maxLength={5} inputMode="numeric" />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} sm={12}>
            <Form.Item name="contactPhone" label={t('villa.fields.contactPhone')} rules={[phone]}>
              <Input placeholder="+66 81 234 5678" maxLength={40} inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="contactEmail" label={t('villa.fields.contactEmail')} rules={[{ type: 'email', message: apiError('emailInvalid') }]}>
              <Input maxLength={254} inputMode="email" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="contactLineId" label={t('villa.fields.contactLineId')} rules={[pattern(LINE_ID_PATTERN, 'lineIdInvalid')]}>
              <Input maxLength={51} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="contactWhatsApp" label={t('villa.fields.contactWhatsApp')} rules={[phone]}>
              <Input placeholder="66812345678" maxLength={40} inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="mapLatitude" label={t('villa.fields.mapLatitude')}>
              <InputNumber min={-90} max={90} step={0.0001} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="mapLongitude" label={t('villa.fields.mapLongitude')}>
              <InputNumber min={-180} max={180} step={0.0001} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
