import { isThaiTaxId, type BookingDto, type BuyerDetailsDto } from '@baan-talay/contracts';
import { Button, Collapse, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { useSaveBuyerMutation } from '../api/booking-billing-api';

/** Who a full tax invoice names: the guest's company (or themselves), with an optional Thai tax id. */
export function BuyerDetailsForm({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation('booking');
  const toast = useToast();
  const [save, { isLoading }] = useSaveBuyerMutation();
  // Offered once paid, beside the receipts it names: the documents are issued then, and re-rendered with it.
  if (booking.status !== 'confirmed' || booking.personalDataErasedAt) return null;
  const guest = booking.customerInfo;
  const initial: BuyerDetailsDto = booking.buyer ?? { name: guest ? `${guest.firstName} ${guest.lastName}` : '', address: '', taxId: '', branch: '' };

  const onFinish = async (buyer: BuyerDetailsDto) => {
    try {
      await save({ id: booking._id, buyer: { ...buyer, taxId: buyer.taxId ?? '', branch: buyer.branch ?? '' } }).unwrap();
      toast.success({ title: t('billing.buyerSaved') });
    } catch (error) {
      toast.error({ title: errorMessage(error, t('billing.buyerFailed')) });
    }
  };
  const taxIdRule = {
    validator: (_: unknown, value?: string) =>
      !value || isThaiTaxId(value.replace(/[\s-]/g, '')) ? Promise.resolve() : Promise.reject(new Error(t('common:apiErrors.billing.taxIdInvalid'))),
  };

  return (
    <Collapse
      className="buyer-details"
      items={[
        {
          key: 'buyer',
          label: booking.buyer ? t('billing.buyerGiven', { name: booking.buyer.name }) : t('billing.buyerTitle'),
          children: (
            <Form<BuyerDetailsDto> layout="vertical" initialValues={initial} onFinish={(values) => void onFinish(values)}>
              <Form.Item name="name" label={t('billing.buyerName')} rules={[{ required: true, whitespace: true, message: t('common:apiErrors.booking.fieldRequired') }]}>
                <Input maxLength={200} autoComplete="organization" />
              </Form.Item>
              <Form.Item name="address" label={t('billing.buyerAddress')} rules={[{ required: true, whitespace: true, message: t('common:apiErrors.booking.fieldRequired') }]}>
                <Input.TextArea maxLength={500} rows={2} autoComplete="street-address" />
              </Form.Item>
              <Form.Item name="taxId" label={t('billing.buyerTaxId')} extra={t('billing.buyerTaxIdHint')} rules={[taxIdRule]}>
                <Input maxLength={17} inputMode="numeric" />
              </Form.Item>
              <Form.Item name="branch" label={t('billing.buyerBranch')} rules={[{ pattern: /^\d{5}$/, message: t('common:apiErrors.billing.branchInvalid') }]}>
                <Input maxLength={5} inputMode="numeric" placeholder="00000" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={isLoading}>{t('billing.buyerSave')}</Button>
            </Form>
          ),
        },
      ]}
    />
  );
}
