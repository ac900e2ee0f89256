import type { Tm30Guest, Tm30GuestsDto } from '@baan-talay/contracts';
import { Alert, Button, Card, Flex, Form, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { LinkedPageGate, useBookingLinkToken } from '../../booking';
import { useGetTm30GuestsQuery, useSaveTm30GuestsMutation } from '../api/tm30-api';
import { Tm30GuestFields } from './tm30-guest-fields';

/**
 * /booking/:id/guests: the passport details of each foreign guest, which Thai law asks the owner to
 * report to immigration (TM30) within 24 hours of arrival. Opened with the booking's link.
 */
export default function Tm30GuestsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('booking');
  const hasToken = useBookingLinkToken(id);
  const { data, error } = useGetTm30GuestsQuery(id, { skip: !hasToken });
  return (
    <LinkedPageGate hasToken={hasToken} error={error} ready={!!data} loadFailed={t('tm30Guests.loadFailed')}>
      {() => data && <Tm30GuestsForm id={id} data={data} />}
    </LinkedPageGate>
  );
}

function Tm30GuestsForm({ id, data }: { id: string; data: Tm30GuestsDto }) {
  const { t } = useTranslation('booking');
  const toast = useToast();
  const [save, { isLoading: saving }] = useSaveTm30GuestsMutation();
  const [form] = Form.useForm<{ guests: Tm30Guest[] }>();

  const send = async (guests: Tm30Guest[]) => {
    try {
      await save({ id, guests: guests.map((guest) => ({ ...guest, middleName: guest.middleName?.trim() || undefined })) }).unwrap();
      toast.success({ title: guests.length > 0 ? t('tm30Guests.saved') : t('tm30Guests.savedNone') });
    } catch (failure) {
      toast.error({ title: errorMessage(failure, t('tm30Guests.saveFailed')) });
    }
  };
  const status =
    data.erased ? t('tm30Guests.statusErased')
    : data.completeness === 'complete' ? t('tm30Guests.statusComplete', { count: data.guests.length })
    : data.completeness === 'none' ? t('tm30Guests.statusNone')
    : t('tm30Guests.statusMissing');
  const blank = (): Partial<Tm30Guest> => ({ arrivalDate: data.checkIn, departureDate: data.checkOut });

  return (
    <Card style={{ maxWidth: 860, margin: '32px auto' }}>
      <Typography.Title level={1} className="flow-title">{t('tm30Guests.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('tm30Guests.intro')}</Typography.Paragraph>
      <Alert role="status" type={data.completeness === 'missing' && !data.erased ? 'warning' : 'success'} showIcon title={status} style={{ marginBottom: 16 }} />
      {!data.editable ? (
        <Typography.Paragraph>{data.filed ? t('tm30Guests.filed') : t('tm30Guests.closed')}</Typography.Paragraph>
      ) : (
        <Form form={form} layout="vertical" requiredMark={false} initialValues={{ guests: data.guests.length > 0 ? data.guests : [blank()] }} onFinish={(values) => send(values.guests ?? [])}>
          <Form.List name="guests">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Tm30GuestFields key={field.key} name={field.name} index={index} remove={() => remove(field.name)} stay={data} />
                ))}
                <Space wrap>
                  <Button onClick={() => add(blank())}>{t('tm30Guests.add')}</Button>
                </Space>
              </>
            )}
          </Form.List>
          <Flex gap={8} wrap style={{ marginTop: 24 }}>
            <Button type="primary" htmlType="submit" loading={saving}>{t('tm30Guests.save')}</Button>
            <Button loading={saving} onClick={() => send([])}>{t('tm30Guests.allThai')}</Button>
          </Flex>
        </Form>
      )}
    </Card>
  );
}
