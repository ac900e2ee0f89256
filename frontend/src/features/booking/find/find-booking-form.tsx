import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { useFindBookingMutation } from '../api/booking-api';
import { EMAIL_PATTERN } from '../flow/customer-rules';
import { useRevalidateOnLanguageChange } from '../flow/use-revalidate-on-language';

interface FindValues {
  reference: string;
  email: string;
}

/**
 * "Manage my booking": the reference and the e-mail address given when booking. The server answers
 * the same whether or not they match, so the page says the same too: "if they match, a link is on
 * its way".
 */
export function FindBookingForm() {
  const { t } = useTranslation(['booking', 'validation']);
  const [find, { isLoading, isSuccess, error, reset }] = useFindBookingMutation();
  const required = { required: true, whitespace: true, message: t('validation:required') };
  const [form] = Form.useForm<FindValues>();
  useRevalidateOnLanguageChange(form);

  const onFinish = (values: FindValues) => {
    void find({ reference: values.reference.trim().toUpperCase(), email: values.email.trim() });
  };

  return (
    <section aria-labelledby="find-title" className="find-booking">
      <h1 id="find-title" className="flow-title">{t('find.title')}</h1>
      <p className="flow-intro">{t('find.intro')}</p>
      {isSuccess ? (
        <Alert type="success" showIcon role="status" title={t('find.sentTitle')} description={t('find.sent')}
          action={<Button onClick={reset}>{t('find.again')}</Button>} />
      ) : (
        <Form<FindValues> layout="vertical" requiredMark={false} size="large" name="find-booking" form={form} onFinish={onFinish} noValidate>
          <Form.Item name="reference" label={t('find.reference')} extra={t('find.referenceHint')} rules={[required]}>
            <Input autoComplete="off" maxLength={40} placeholder="BT-1A2B3C4D" />
          </Form.Item>
          <Form.Item name="email" label={t('find.email')}
            rules={[required, { pattern: EMAIL_PATTERN, message: t('validation:email') }]}>
            <Input type="email" autoComplete="email" inputMode="email" maxLength={200} />
          </Form.Item>
          {error && <Alert type="error" showIcon title={errorMessage(error, t('find.failed'))} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" loading={isLoading}>{t('find.submit')}</Button>
        </Form>
      )}
    </section>
  );
}
