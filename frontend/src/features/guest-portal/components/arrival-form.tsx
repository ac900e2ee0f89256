import { CarOutlined } from '@ant-design/icons';
import type { ArrivalDetailsDto } from '@baan-talay/contracts';
import { Alert, Button, Card, Form, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { useSaveArrivalMutation } from '../api/guest-portal-api';

interface ArrivalFormValues {
  arrivalTime?: string;
  flight?: string;
  adults: number;
  children: number;
}

/** Expected arrival time, flight and who comes: checked by the server against the villa's limit. */
export function ArrivalForm({ bookingId, arrival, guests, maxGuests }: { bookingId: string; arrival: ArrivalDetailsDto | null; guests: number; maxGuests: number }) {
  const { t } = useTranslation('booking');
  const [save, { isLoading, error, isSuccess, reset }] = useSaveArrivalMutation();
  const initial: ArrivalFormValues = {
    arrivalTime: arrival?.arrivalTime ?? '',
    flight: arrival?.flight ?? '',
    adults: arrival?.adults ?? guests,
    children: arrival?.children ?? 0,
  };
  const submit = (values: ArrivalFormValues) =>
    save({
      id: bookingId,
      details: { arrivalTime: values.arrivalTime?.trim() || null, flight: values.flight?.trim() || null, adults: values.adults, children: values.children ?? 0 },
    });

  return (
    <Card title={<><CarOutlined /> {t('portal.arrival.title')}</>} className="guest-portal__card">
      <Form<ArrivalFormValues> layout="vertical" initialValues={initial} onFinish={submit} onValuesChange={() => reset()}>
        <Space wrap size="middle">
          <Form.Item name="arrivalTime" label={t('portal.arrival.time')} extra={t('portal.arrival.timeHint')}>
            <Input inputMode="numeric" placeholder="15:30" maxLength={5} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="flight" label={t('portal.arrival.flight')} extra={t('portal.arrival.optional')}>
            <Input placeholder="TG 123" maxLength={12} style={{ width: 140 }} />
          </Form.Item>
        </Space>
        <Space wrap size="middle">
          <Form.Item name="adults" label={t('portal.arrival.adults')} rules={[{ required: true, message: t('portal.arrival.adultsRequired') }]}>
            <InputNumber min={1} precision={0} style={{ width: 100 }} />
          </Form.Item>
          <Form.Item name="children" label={t('portal.arrival.children')}>
            <InputNumber min={0} precision={0} style={{ width: 100 }} />
          </Form.Item>
        </Space>
        <p className="guest-portal__hint">{t('portal.arrival.limit', { max: maxGuests })}</p>
        {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error, t('portal.arrival.failed'))} style={{ marginBottom: 12 }} /> : null}
        {isSuccess && <Alert type="success" showIcon title={t('portal.arrival.saved')} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" loading={isLoading}>{t('portal.arrival.save')}</Button>
      </Form>
    </Card>
  );
}
