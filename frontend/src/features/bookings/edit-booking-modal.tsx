import type { BookingDto } from '@baan-talay/contracts';
import { roomOptions } from '@baan-talay/pricing';
import { Checkbox, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAdminUpdateBookingMutation, useAdminVillaQuery, useToast, customerName, formatMoney, villaDay } from '../admin-shared';

interface EditForm {
  customerName: string;
  stay: [Dayjs, Dayjs];
  guests: number;
  rooms: number;
  email: string;
  phone: string;
  totalPrice: number;
  useQuote: boolean;
  overrideStayRules: boolean;
  overrideReason?: string;
}

interface Props {
  booking: BookingDto;
  open: boolean;
  onClose: () => void;
}

/**
 * Admin edit (SPEC §7): customer name, contact details, dates, rooms, guests and total. New nights,
 * rooms and contact details are checked (and the stay re-priced) by the server, which e-mails the
 * guest when the dates or the price change.
 */
export function EditBookingModal({ booking, open, onClose }: Props) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [form] = Form.useForm<EditForm>();
  const [update, { isLoading }] = useAdminUpdateBookingMutation();
  const useQuote = Form.useWatch('useQuote', form);
  const overrideStayRules = Form.useWatch('overrideStayRules', form);
  const villa = useAdminVillaQuery(undefined, { skip: !open });
  const rooms = villa.data ? roomOptions(villa.data) : [booking.rooms];
  const contact = booking.customerInfo;

  const submit = async (values: EditForm) => {
    try {
      await update({
        id: booking._id,
        customerName: values.customerName.trim(),
        checkIn: values.stay[0].format('YYYY-MM-DD'),
        checkOut: values.stay[1].format('YYYY-MM-DD'),
        guests: values.guests,
        // Only what changed: an unchanged contact or room count is not re-checked or re-priced.
        ...(values.rooms !== booking.rooms && { rooms: values.rooms }),
        ...(values.email.trim() !== (contact?.email ?? '') && { email: values.email.trim() }),
        ...(values.phone.trim() !== (contact?.phone ?? '') && { phone: values.phone.trim() }),
        // The server keeps a total that differs from its quote as the admin's override.
        totalPrice: values.useQuote ? null : values.totalPrice,
        // The server refuses dates and guests outside the stay rules unless overridden with a reason.
        ...(values.overrideStayRules && { overrideStayRules: true, overrideReason: values.overrideReason?.trim() }),
      }).unwrap();
      toast.success(t('edit.saved', { reference: booking.reference }));
      onClose();
    } catch (error) {
      toast.error(error, t('errors.updateBooking'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('edit.title', { reference: booking.reference })}
      okText={t('common.save')}
      cancelText={t('common.close')}
      okButtonProps={{ loading: isLoading, htmlType: 'submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<EditForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          customerName: customerName(booking),
          stay: [dayjs(villaDay(booking.checkIn)), dayjs(villaDay(booking.checkOut))],
          guests: booking.guests,
          rooms: booking.rooms,
          email: contact?.email ?? '',
          phone: contact?.phone ?? '',
          totalPrice: booking.totalPrice,
          useQuote: false,
          overrideStayRules: false,
        }}
      >
        <Form.Item
          name="customerName"
          label={t('edit.customerName')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="stay"
          label={t('edit.stay')}
          rules={[
            { required: true, message: t('validation.required') },
            {
              validator: (_rule, stay?: [Dayjs, Dayjs]) =>
                !stay || stay[1].isAfter(stay[0], 'day') ? Promise.resolve() : Promise.reject(new Error(t('validation.sameDay'))),
            },
          ]}
        >
          <DatePicker.RangePicker style={{ width: '100%' }} placeholder={[t('bookings.checkIn'), t('bookings.checkOut')]} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="email" label={t('fields.email')} rules={[{ type: 'email', message: t('validation.email') }]}>
              <Input type="email" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="phone" label={t('fields.phone')}>
              <Input type="tel" autoComplete="off" maxLength={40} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="rooms" label={t('bookings.rooms')} rules={[{ required: true, message: t('validation.required') }]}>
              <Select options={rooms.map((value) => ({ value, label: value }))} loading={villa.isLoading} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="guests" label={t('bookings.guests')} rules={[{ required: true, message: t('validation.required') }]}>
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="totalPrice"
          label={t('edit.totalPrice')}
          extra={t('edit.totalHint')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <InputNumber min={0} precision={0} style={{ width: '100%' }} disabled={useQuote} />
        </Form.Item>
        {booking.priceOverridden && (
          <Form.Item name="useQuote" valuePropName="checked">
            <Checkbox>{t('edit.useQuote', { price: formatMoney(booking.quotedTotal) })}</Checkbox>
          </Form.Item>
        )}
        <Typography.Paragraph type="secondary">{t('edit.guestTold')}</Typography.Paragraph>
        <Form.Item name="overrideStayRules" valuePropName="checked" extra={t('edit.overrideHint')}>
          <Checkbox>{t('edit.overrideStayRules')}</Checkbox>
        </Form.Item>
        {overrideStayRules && (
          <Form.Item
            name="overrideReason"
            label={t('edit.overrideReason')}
            rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
          >
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
