import { roomOptions } from '@baan-talay/pricing';
import { Col, Form, Input, InputNumber, Modal, Radio, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminCreateBookingMutation, type NewBooking, useAdminVillaQuery, useToast, RangePicker } from '../admin-shared';
import { PhoneInput, phoneRule, phoneToSend, phoneValue, type PhoneValue } from '../../components/phone-input';
import { PhoneQuote, useTakenNights } from './phone-booking-quote';

interface NewBookingForm extends Omit<NewBooking, 'checkIn' | 'checkOut' | 'status' | 'customerInfo'> {
  stay: [Dayjs, Dayjs];
  firstName: string;
  lastName: string;
  email: string;
  phone: PhoneValue;
  /** `paid`: confirmed at once; `request`: the guest gets the usual e-mails with the payment link. */
  payment: 'paid' | 'request';
}

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (bookingId: string) => void;
}

/** A booking taken by phone or in person; already paid ones can be confirmed at once. */
export function NewBookingModal({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [form] = Form.useForm<NewBookingForm>();
  const [create, { isLoading }] = useAdminCreateBookingMutation();
  const villa = useAdminVillaQuery(undefined, { skip: !open });
  const rooms = villa.data ? roomOptions(villa.data) : [];
  const maxRooms = rooms.length > 0 ? Math.max(...rooms) : undefined;
  const taken = useTakenNights(open);
  const stay = Form.useWatch('stay', form);
  const chosenRooms = Form.useWatch('rooms', form);
  const guests = Form.useWatch('guests', form);
  // A phone booking is most often the whole villa: the rooms start at the most it lets.
  useEffect(() => {
    if (open && maxRooms && form.getFieldValue('rooms') === undefined) form.setFieldValue('rooms', maxRooms);
  }, [open, maxRooms, form]);
  const required = { required: true, whitespace: true, message: t('validation.required') };

  const submit = async ({ stay, firstName, lastName, email, phone, payment, totalPrice, ...rest }: NewBookingForm) => {
    try {
      const { booking } = await create({
        ...rest,
        checkIn: stay[0].format('YYYY-MM-DD'),
        checkOut: stay[1].format('YYYY-MM-DD'),
        // Left empty, the server prices the stay as it would for a guest.
        ...(totalPrice === null || totalPrice === undefined ? {} : { totalPrice }),
        customerInfo: { firstName, lastName, email, phone: phoneToSend(phone) },
        status: payment === 'paid' ? 'confirmed' : 'pending_payment',
      }).unwrap();
      toast.success(t('create.created', { reference: booking.reference }));
      onCreated(booking._id);
    } catch (error) {
      toast.error(error, t('errors.createBooking'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('create.title')}
      okText={t('create.submit')}
      cancelText={t('common.close')}
      okButtonProps={{ loading: isLoading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form<NewBookingForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ guests: 2, phone: phoneValue(), paymentMethod: 'bank_transfer', language: 'th', specialRequests: '', payment: 'request' }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="stay" label={t('edit.stay')} rules={[{ required: true, message: t('validation.required') }]}>
              <RangePicker
                style={{ width: '100%' }}
                placeholder={[t('bookings.checkIn'), t('bookings.checkOut')]}
                disabledDate={(date, info) => date.isBefore(dayjs(), 'day') || taken.disabled(date, info?.from)}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="rooms" label={t('bookings.rooms')} rules={[{ required: true, message: t('validation.required') }]}>
              <Select options={rooms.map((value) => ({ value, label: value }))} loading={villa.isLoading} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="guests" label={t('bookings.guests')} rules={[{ required: true, message: t('validation.required') }]}>
              <InputNumber min={1} max={villa.data?.maxGuests} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="firstName" label={t('fields.firstName')} rules={[required]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="lastName" label={t('fields.lastName')} rules={[required]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('fields.email')} rules={[required, { type: 'email', message: t('validation.email') }]}>
              <Input maxLength={254} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label={t('fields.phone')} rules={[phoneRule(t, t('validation.required'))]}>
              <PhoneInput />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="paymentMethod" label={t('bookings.paymentMethod')}>
              <Select options={(['bank_transfer', 'promptpay'] as const).map((value) => ({ value, label: t(`paymentMethods.${value}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="language" label={t('create.language')} extra={t('create.languageHint')}>
              <Select options={[{ value: 'th', label: 'ไทย' }, { value: 'en', label: 'English' }]} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="totalPrice" label={t('edit.totalPrice')} extra={t('create.totalHint')}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <PhoneQuote stay={stay} rooms={chosenRooms} guests={guests} />
            <Form.Item name="specialRequests" label={t('bookings.specialRequests')}>
              <Input.TextArea rows={2} maxLength={2000} />
            </Form.Item>
            <Form.Item name="payment" label={t('phone.payment')}>
              <Radio.Group>
                <Space orientation="vertical">
                  <Radio value="paid">{t('phone.paid')}</Radio>
                  <Radio value="request">{t('phone.request')}</Radio>
                </Space>
              </Radio.Group>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
