import type { BookingDto } from '@baan-talay/contracts';
import { Checkbox, DatePicker, Form, Input, InputNumber, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAdminUpdateBookingMutation } from '../api/bookings-api';
import { useToast } from '../hooks/use-toast';
import { customerName } from '../lib/booking-view';
import { formatMoney, villaDay } from '../lib/format';

interface EditForm {
  customerName: string;
  stay: [Dayjs, Dayjs];
  guests: number;
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

/** Admin edit (SPEC §7): customer name, dates, guests and total; new nights are checked by the server. */
export function EditBookingModal({ booking, open, onClose }: Props) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [form] = Form.useForm<EditForm>();
  const [update, { isLoading }] = useAdminUpdateBookingMutation();
  const useQuote = Form.useWatch('useQuote', form);
  const overrideStayRules = Form.useWatch('overrideStayRules', form);

  const submit = async (values: EditForm) => {
    try {
      await update({
        id: booking._id,
        customerName: values.customerName.trim(),
        checkIn: values.stay[0].format('YYYY-MM-DD'),
        checkOut: values.stay[1].format('YYYY-MM-DD'),
        guests: values.guests,
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
        <Form.Item name="guests" label={t('bookings.guests')} rules={[{ required: true, message: t('validation.required') }]}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
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
