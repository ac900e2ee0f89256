import type { BookingDto, StayCharges } from '@baan-talay/contracts';
import { Button, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api';
import { useSaveCustomerInfoMutation } from '../api/booking-api';
import { PhoneInput, phoneRule, phoneToSend, phoneValue, type PhoneValue } from '../../../components/phone-input';
import { EMAIL_PATTERN } from './customer-rules';
import { useRevalidateOnLanguageChange } from './use-revalidate-on-language';
import { useStepFocus } from './use-step-focus';
import { useToast } from '../../../components/toast';
import { formatTHB } from '../../../lib/format';

interface CustomerValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: PhoneValue;
  guests: number;
  specialRequests?: string;
}

export interface CustomerInfoFormProps {
  booking: BookingDto;
  maxGuests: number;
  /** The villa's fees: an extra-guest fee makes the count part of the price (the server re-prices it). */
  charges?: StayCharges;
  onSaved: () => void;
}

/** First name, last name, e-mail and a phone (Thai or with its country code), plus guests and requests (SPEC §5). */
export function CustomerInfoForm({ booking, maxGuests, charges, onSaved }: CustomerInfoFormProps) {
  const { t, i18n } = useTranslation(['booking', 'validation', 'common']);
  const notification = useToast();
  const [save, { isLoading }] = useSaveCustomerInfoMutation();
  const headingRef = useStepFocus();
  const [form] = Form.useForm<CustomerValues>();
  useRevalidateOnLanguageChange(form);
  const required = { required: true, whitespace: true, message: t('validation:required') };

  const extraGuestFee = charges?.extraGuestFee ?? 0;
  const guestsHint =
    extraGuestFee > 0
      ? `${t('customer.whyGuests')} ${t('customer.extraGuestFee', { included: charges?.guestsIncluded ?? 0, fee: formatTHB(extraGuestFee, i18n.language) })}`
      : t('customer.whyGuests');

  const onFinish = async (values: CustomerValues) => {
    try {
      await save({
        id: booking._id,
        customerInfo: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phone: phoneToSend(values.phone),
        },
        guests: values.guests,
        specialRequests: values.specialRequests?.trim() ?? '',
      }).unwrap();
      notification.success({ title: t('customer.saved') });
      onSaved();
    } catch (error) {
      notification.error({ title: errorMessage(error, t('customer.saveFailed')) });
    }
  };

  return (
    <section aria-labelledby="customer-title">
      <h1 id="customer-title" ref={headingRef} tabIndex={-1} className="flow-title">{t('customer.title')}</h1>
      <p className="flow-intro">{t('customer.intro')}</p>
      <p className="flow-intro">
        {t('customer.privacyBefore')} <Link to="/privacy">{t('customer.privacyLink')}</Link>
      </p>
      <Form<CustomerValues>
        layout="vertical"
        requiredMark={false}
        size="large"
        name="customer"
        form={form}
        // The form's own messages only: no browser bubble covers them (type="email" would add one).
        noValidate
        initialValues={{ ...booking.customerInfo, phone: phoneValue(booking.customerInfo?.phone), guests: booking.guests || 1, specialRequests: booking.specialRequests }}
        onFinish={onFinish}
        className="customer-form"
      >
        <div className="customer-form__row">
          <Form.Item name="firstName" label={t('customer.firstName')} extra={t('customer.whyName')} rules={[required]}>
            <Input autoComplete="given-name" maxLength={100} />
          </Form.Item>
          <Form.Item name="lastName" label={t('customer.lastName')} rules={[required]}>
            <Input autoComplete="family-name" maxLength={100} />
          </Form.Item>
        </div>
        <Form.Item name="email" label={t('customer.email')} extra={t('customer.whyEmail')}
          rules={[required, { pattern: EMAIL_PATTERN, message: t('validation:email') }]}>
          <Input type="email" autoComplete="email" inputMode="email" maxLength={200} />
        </Form.Item>
        <Form.Item name="phone" label={t('customer.phone')} extra={`${t('customer.phoneHint')}. ${t('customer.whyPhone')}`}
          rules={[phoneRule(t, t('validation:required'))]}>
          <PhoneInput size="large" />
        </Form.Item>
        <Form.Item name="guests" label={t('customer.guests')} extra={guestsHint} rules={[{ required: true, message: t('validation:required') }]}>
          <InputNumber min={1} max={maxGuests} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="specialRequests" label={t('customer.specialRequests')} extra={t('customer.whySpecialRequests')}>
          <Input.TextArea rows={3} maxLength={1000} showCount placeholder={t('customer.specialRequestsPlaceholder')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading} className="customer-form__submit">
          {isLoading ? t('widget.pleaseWait') : t('customer.submit')}
        </Button>
      </Form>
    </section>
  );
}
