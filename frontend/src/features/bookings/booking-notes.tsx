import { Button, Form, Input, Space, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddBookingNoteMutation, useBookingHistoryQuery, useFormatters, useToast, fieldError } from '../admin-shared';
import { ActorLabel } from '../audit';

/** The admins' private notes on a booking (never e-mailed, never shown to the guest), and a form for another. */
export function BookingNotes({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const { token } = theme.useToken();
  const toast = useToast();
  const [form] = Form.useForm<{ text: string }>();
  const history = useBookingHistoryQuery(bookingId);
  const [addNote, adding] = useAddBookingNoteMutation();
  const notes = (history.data ?? []).filter((entry) => entry.type === 'BookingNoteAdded');

  const submit = async ({ text }: { text: string }) => {
    try {
      await addNote({ id: bookingId, text }).unwrap();
      form.resetFields();
      toast.success(t('notes.added'));
    } catch (error) {
      const onField = fieldError(error, ['text'] as const, t('notes.failed'));
      if (onField) form.setFields([onField]);
      else toast.error(error, t('notes.failed'));
    }
  };

  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('notes.hint')}</Typography.Text>
      {notes.length > 0 && (
        <ul aria-label={t('notes.title')} style={{ listStyle: 'none', margin: 0, padding: 0, border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadiusLG }}>
          {notes.map((entry, index) => (
            <li key={entry.id} style={{ padding: '8px 16px', borderTop: index > 0 ? `1px solid ${token.colorBorderSecondary}` : undefined }}>
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{String(entry.changes.text ?? '')}</Typography.Paragraph>
              <Space size="small" wrap>
                <ActorLabel actor={entry.actor} />
                <Typography.Text type="secondary">
                  <time dateTime={entry.occurredAt}>{format.dateTime(entry.occurredAt)}</time>
                </Typography.Text>
              </Space>
            </li>
          ))}
        </ul>
      )}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="text" label={t('notes.new')} rules={[{ required: true, whitespace: true, message: t('notes.empty') }]} style={{ marginBottom: 8 }}>
          <Input.TextArea rows={2} maxLength={2000} showCount />
        </Form.Item>
        <Button htmlType="submit" loading={adding.isLoading}>
          {t('notes.add')}
        </Button>
      </Form>
    </Space>
  );
}
