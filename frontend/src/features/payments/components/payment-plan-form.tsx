import type { AdminVillaDto, PaymentPlanDto } from '@baan-talay/contracts';
import { Button, Card, Form, InputNumber, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSetPaymentPlanMutation } from '../api/payments-api';
import { useLedgerAction } from './use-ledger-action';

/** The villa's payment plan (issue 30): deposit %, balance due days, security deposit, automatic cancellation. */
export function PaymentPlanForm({ villa }: { villa: AdminVillaDto }) {
  const { t } = useTranslation('common');
  const [setPlan, { isLoading }] = useSetPaymentPlanMutation();
  const { form, submit } = useLedgerAction<PaymentPlanDto>((plan) => setPlan(plan).unwrap(), t('payments.plan.saved'), () => undefined);
  return (
    <Card size="small" title={t('payments.plan.title')}>
      <Typography.Paragraph type="secondary">{t('payments.plan.hint')}</Typography.Paragraph>
      <Form<PaymentPlanDto> form={form} layout="vertical" initialValues={villa.paymentPlan} onFinish={submit}>
        <Form.Item name="depositPercent" label={t('payments.plan.depositPercent')} extra={t('payments.plan.depositPercentHint')}
          rules={[{ required: true, type: 'integer', min: 1, max: 100, message: t('payments.plan.range', { min: 1, max: 100 }) }]}>
          <InputNumber min={1} max={100} precision={0} addonAfter="%" />
        </Form.Item>
        <Form.Item name="balanceDueDays" label={t('payments.plan.balanceDueDays')} extra={t('payments.plan.balanceDueDaysHint')}
          rules={[{ required: true, type: 'integer', min: 0, max: 365, message: t('payments.plan.range', { min: 0, max: 365 }) }]}>
          <InputNumber min={0} max={365} precision={0} />
        </Form.Item>
        <Form.Item name="securityDeposit" label={t('payments.plan.securityDeposit')} extra={t('payments.plan.securityDepositHint')}
          rules={[{ required: true, type: 'integer', min: 0, max: 1_000_000, message: t('payments.plan.range', { min: 0, max: 1_000_000 }) }]}>
          <InputNumber min={0} max={1_000_000} precision={0} addonAfter="฿" />
        </Form.Item>
        <Form.Item name="autoCancelOverdueBalance" label={t('payments.plan.autoCancel')} extra={t('payments.plan.autoCancelHint')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>{t('payments.plan.save')}</Button>
      </Form>
    </Card>
  );
}
