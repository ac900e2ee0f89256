import { VILLA_NUMBER_RANGES, type AdminVillaDto, type VillaPricing } from '@baan-talay/contracts';
import { Button, Card, Col, Form, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from './hooks/use-unsaved-changes';
import { useVillaSave } from './hooks/use-villa-save';
import { PricePreview } from './price-preview';

const GROUPS = [
  { key: 'details', fields: ['maxGuests', 'bedrooms', 'bathrooms', 'minRooms', 'sizeSqm'] },
  { key: 'pricing', fields: ['weekdayPrice', 'weekdayDiscountedPrice', 'weekendPrice', 'weekendDiscountedPrice', 'priceReductionPerRoom'] },
  { key: 'stay', fields: ['paymentWindowMinutes', 'minNights', 'maxNights'] },
] as const;

type NumberField = (typeof GROUPS)[number]['fields'][number];
type SettingsForm = Record<NumberField, number>;


const ALL_FIELDS = GROUPS.flatMap((group) => group.fields);

/** Fields checked against another (the server keeps the same rules, villa.rules.ts). */
const BELOW: Partial<Record<NumberField, { other: NumberField; message: string; strict: boolean }>> = {
  weekdayDiscountedPrice: { other: 'weekdayPrice', message: 'villa.discountNotBelowPrice', strict: true },
  weekendDiscountedPrice: { other: 'weekendPrice', message: 'villa.discountNotBelowPrice', strict: true },
  minRooms: { other: 'bedrooms', message: 'villa.minRoomsAboveBedrooms', strict: false },
  minNights: { other: 'maxNights', message: 'villa.minNightsAboveMaxNights', strict: false },
};

/** Numbers, pricing, payment window and stay limits, with the widget's headline price previewed live. */
export function VillaSettingsForm({ villa }: { villa: AdminVillaDto }) {
  const { t } = useTranslation('admin');
  const unsaved = useUnsavedChanges();
  const [form] = Form.useForm<SettingsForm>();
  const { save, isLoading } = useVillaSave(form, ALL_FIELDS);
  const initialValues = Object.fromEntries(
    GROUPS.flatMap((group) => group.fields).map((field) => [field, villa[field]]),
  ) as SettingsForm;
  const typed = Form.useWatch([], form) as Partial<SettingsForm> | undefined;
  const pricing: VillaPricing = { ...villa, ...initialValues, ...(typed ?? {}) };
  const belowRule = (field: NumberField) => {
    const rule = BELOW[field];
    if (!rule) return [];
    return [
      ({ getFieldValue }: { getFieldValue: (name: NumberField) => unknown }) => ({
        validator: (_: unknown, value: unknown) => {
          const other = Number(getFieldValue(rule.other));
          const own = Number(value);
          // A discounted price of 0 means no discount.
          if (rule.strict && own === 0) return Promise.resolve();
          const bad = rule.strict ? own >= other : own > other;
          return bad ? Promise.reject(new Error(t(`common:apiErrors.${rule.message}`))) : Promise.resolve();
        },
      }),
    ];
  };

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={14}>
        <Form<SettingsForm> form={form} layout="vertical" initialValues={initialValues} onFinish={save} onValuesChange={unsaved.onValuesChange}>
          {unsaved.holder}
          {GROUPS.map((group) => (
            <Card key={group.key} size="small" title={t(`villa.groups.${group.key}`)} style={{ marginBottom: 16 }}>
              <Row gutter={16}>
                {group.fields.map((field) => (
                  <Col key={field} xs={24} sm={12}>
                    <Form.Item
                      name={field}
                      label={t(`villa.fields.${field}`)}
                      extra={t(`villa.hints.${field}`, { defaultValue: '' }) || undefined}
                      dependencies={BELOW[field] ? [BELOW[field].other] : undefined}
                      rules={[{ required: true, message: t('validation.required') }, ...belowRule(field)]}
                    >
                      <InputNumber min={VILLA_NUMBER_RANGES[field][0]} max={VILLA_NUMBER_RANGES[field][1]} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            </Card>
          ))}
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('common.save')}
          </Button>
        </Form>
      </Col>
      <Col xs={24} xl={10}>
        {/* Kept in view while the prices below are typed. */}
        <div style={{ position: 'sticky', top: 24 }}>
          <PricePreview pricing={pricing} />
        </div>
      </Col>
    </Row>
  );
}
