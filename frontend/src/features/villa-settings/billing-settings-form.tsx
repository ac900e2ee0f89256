import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { isThaiTaxId, type AdminVillaDto, type BillingSettingsDto } from '@baan-talay/contracts';
import { Button, Card, Col, Form, Input, InputNumber, Row, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast, useUpdateBillingMutation } from '../admin-shared';
import { useUnsavedChanges } from './hooks/use-unsaved-changes';
import { CancellationTiersText } from '../villa';

type BillingForm = BillingSettingsDto;

const EMPTY_BILLING: BillingSettingsDto = {
  charges: { cleaningFee: 0, extraGuestFee: 0, guestsIncluded: 0, serviceChargePercent: 0, serviceChargeIncluded: true, vatPercent: 0, vatIncluded: true },
  cancellationTiers: [],
  seller: { legalName: { th: '', en: '' }, address: { th: '', en: '' }, taxId: '', branch: '00000' },
};

/**
 * Taxes and fees, the cancellation policy as refund tiers, and the seller printed on Thai tax
 * invoices (issue 30). The server checks ranges, tier order and the tax id again (coded errors).
 */
export function BillingSettingsForm({ villa }: { villa: AdminVillaDto }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const unsaved = useUnsavedChanges();
  const [form] = Form.useForm<BillingForm>();
  const [update, { isLoading }] = useUpdateBillingMutation();
  const tiers = Form.useWatch('cancellationTiers', form) ?? villa.billing?.cancellationTiers ?? [];

  const onFinish = async (values: BillingForm) => {
    try {
      await update(values).unwrap();
      toast.success(t('villa.saved'));
    } catch (error) {
      toast.error(error, t('errors.saveVilla'));
    }
  };
  const taxIdRule = {
    validator: (_: unknown, value?: string) =>
      !value || isThaiTaxId(value.replace(/[\s-]/g, '')) ? Promise.resolve() : Promise.reject(new Error(t('common:apiErrors.billing.taxIdInvalid'))),
  };
  const money = (name: (string | number)[], label: string) => (
    <Col xs={24} sm={8}>
      <Form.Item name={name} label={label} rules={[{ required: true }]}>
        <InputNumber min={0} max={10_000_000} precision={0} prefix="฿" style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
  const percent = (field: 'serviceCharge' | 'vat') => (
    <Col xs={24} sm={12}>
      <Space align="end" wrap>
        <Form.Item name={['charges', `${field}Percent`]} label={t(`billing.${field}Percent`)} rules={[{ required: true }]}>
          <InputNumber min={0} max={100} precision={2} suffix="%" />
        </Form.Item>
        <Form.Item name={['charges', `${field}Included`]} label={t('billing.included')} valuePropName="checked">
          <Switch checkedChildren={t('billing.includedYes')} unCheckedChildren={t('billing.includedNo')} />
        </Form.Item>
      </Space>
    </Col>
  );

  return (
    <Form<BillingForm>
      form={form}
      layout="vertical"
      initialValues={villa.billing ?? EMPTY_BILLING}
      onFinish={(values) => void onFinish(values)}
      onValuesChange={unsaved.onValuesChange}
      style={{ maxWidth: 900 }}
    >
      {unsaved.holder}
      <Card size="small" title={t('billing.charges')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {money(['charges', 'cleaningFee'], t('billing.cleaningFee'))}
          {money(['charges', 'extraGuestFee'], t('billing.extraGuestFee'))}
          <Col xs={24} sm={8}>
            <Form.Item name={['charges', 'guestsIncluded']} label={t('billing.guestsIncluded')} rules={[{ required: true }]}>
              <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {percent('serviceCharge')}
          {percent('vat')}
        </Row>
        <Typography.Text type="secondary">{t('billing.chargesHint')}</Typography.Text>
      </Card>
      <Card size="small" title={t('billing.tiers')} style={{ marginBottom: 16 }}>
        <Form.List name="cancellationTiers">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item name={[field.name, 'daysBefore']} label={t('billing.daysBefore')} rules={[{ required: true }]}>
                    <InputNumber min={0} max={365} precision={0} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'refundPercent']} label={t('billing.refundPercent')} rules={[{ required: true }]}>
                    <InputNumber min={0} max={100} precision={0} suffix="%" />
                  </Form.Item>
                  <Button type="text" aria-label={t('billing.removeTier')} icon={<MinusCircleOutlined />} onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ daysBefore: 0, refundPercent: 0 })}>
                {t('billing.addTier')}
              </Button>
            </>
          )}
        </Form.List>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>{t('billing.tiersPreview')}</Typography.Paragraph>
        <CancellationTiersText tiers={tiers.filter((tier) => tier && Number.isInteger(tier.daysBefore) && Number.isInteger(tier.refundPercent))} />
      </Card>
      <Card size="small" title={t('billing.seller')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {(['th', 'en'] as const).map((language) => (
            <Col key={language} xs={24} sm={12}>
              <Form.Item name={['seller', 'legalName', language]} label={t(`billing.legalName.${language}`)}>
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item name={['seller', 'address', language]} label={t(`billing.address.${language}`)}>
                <Input.TextArea maxLength={500} rows={2} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} sm={12}>
            <Form.Item name={['seller', 'taxId']} label={t('billing.taxId')} extra={t('billing.taxIdHint')} rules={[taxIdRule]}>
              <Input maxLength={17} inputMode="numeric" placeholder="0105558000014" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={['seller', 'branch']} label={t('billing.branch')} extra={t('billing.branchHint')} rules={[{ pattern: /^\d{5}$/, message: t('common:apiErrors.billing.branchInvalid') }]}>
              <Input maxLength={5} inputMode="numeric" placeholder="00000" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('billing.save')}
      </Button>
    </Form>
  );
}
