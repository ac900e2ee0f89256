import { DownloadOutlined } from '@ant-design/icons';
import type { Tm30Completeness, Tm30ListItem } from '@baan-talay/contracts';
import { Button, Card, Flex, Form, Input, InputNumber, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { formatVillaDate } from '../../../lib/format';
import { useRecordTm30ReceiptMutation, useSaveTm30SettingsMutation, useTm30ListQuery, useTm30SettingsQuery } from '../api/tm30-api';
import { downloadTm30Export } from './tm30-download';
import { Tm30Countdown } from './tm30-countdown';

const COMPLETENESS_COLOR: Record<Tm30Completeness, string> = { missing: 'gold', complete: 'green', none: 'default' };

function ReceiptField({ item }: { item: Tm30ListItem }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [record, { isLoading }] = useRecordTm30ReceiptMutation();
  const [value, setValue] = useState(item.receiptNumber ?? '');
  if (item.completeness !== 'complete' || item.erased) return <Typography.Text type="secondary">—</Typography.Text>;
  const save = async () => {
    try {
      await record({ id: item.bookingId, receiptNumber: value }).unwrap();
      toast.success({ title: t('tm30Admin.receiptSaved') });
    } catch (error) {
      toast.error({ title: errorMessage(error, t('tm30Admin.failed')) });
    }
  };
  return (
    <Space.Compact>
      <Input aria-label={t('tm30Admin.receiptFor', { reference: item.reference })} value={value} maxLength={40} onChange={(e) => setValue(e.target.value)} style={{ width: 150 }} />
      <Button loading={isLoading} disabled={!value.trim() || value.trim() === item.receiptNumber} onClick={save}>{t('tm30Admin.saveReceipt')}</Button>
    </Space.Compact>
  );
}

function RetentionSetting() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const { data } = useTm30SettingsQuery();
  const [save, { isLoading }] = useSaveTm30SettingsMutation();
  if (!data) return null;
  return (
    <Form layout="inline" initialValues={data} onFinish={async (values: { retentionDays: number }) => {
      try {
        await save(values).unwrap();
        toast.success({ title: t('tm30Admin.retentionSaved') });
      } catch (error) {
        toast.error({ title: errorMessage(error, t('tm30Admin.failed')) });
      }
    }}>
      <Form.Item name="retentionDays" label={t('tm30Admin.retention')} rules={[{ required: true }]}>
        <InputNumber min={1} max={365} />
      </Form.Item>
      <Button htmlType="submit" loading={isLoading}>{t('common.save')}</Button>
    </Form>
  );
}

/** /admin/tm30: stays arriving, whose foreign guests' details are complete, the 24-hour countdown, exports and receipts. */
export default function Tm30AdminPage() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'th';
  const toast = useToast();
  const { data, isLoading } = useTm30ListQuery();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (format: 'csv' | 'pdf') => {
    setBusy(format);
    try {
      await downloadTm30Export(format, language);
    } catch (error) {
      toast.error({ title: errorMessage(error, t('tm30Admin.exportFailed')) });
    } finally {
      setBusy(null);
    }
  };
  const columns: ColumnsType<Tm30ListItem> = [
    { title: t('tm30Admin.stay'), key: 'stay', render: (_, item) => (
      <Flex vertical>
        <Typography.Text strong>{item.guestName || item.reference}</Typography.Text>
        <Typography.Text type="secondary">{item.reference} · {formatVillaDate(item.checkIn, language, 'medium')} – {formatVillaDate(item.checkOut, language, 'medium')}</Typography.Text>
      </Flex>
    ) },
    { title: t('tm30Admin.details'), key: 'details', render: (_, item) => (
      item.erased ? <Tag>{t('tm30Admin.erased')}</Tag>
      : <Tag color={COMPLETENESS_COLOR[item.completeness]}>{t(`tm30Admin.completeness.${item.completeness}`, { count: item.foreignGuests })}</Tag>
    ) },
    { title: t('tm30Admin.deadline'), key: 'deadline', render: (_, item) => (item.completeness === 'none' ? '—' : <Tm30Countdown deadline={item.deadline} filed={item.receiptNumber !== null} />) },
    { title: t('tm30Admin.reminder'), key: 'reminder', render: (_, item) => (item.reminderSentAt ? t('tm30Admin.reminded') : '—') },
    { title: t('tm30Admin.receipt'), key: 'receipt', render: (_, item) => <ReceiptField key={item.receiptNumber ?? ''} item={item} /> },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>{t('tm30Admin.title')}</Typography.Title>
        <Space wrap>
          <Button icon={<DownloadOutlined />} loading={busy === 'csv'} onClick={() => download('csv')}>{t('tm30Admin.exportCsv')}</Button>
          <Button icon={<DownloadOutlined />} loading={busy === 'pdf'} onClick={() => download('pdf')}>{t('tm30Admin.exportPdf')}</Button>
        </Space>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('tm30Admin.intro')}</Typography.Paragraph>
      <Card>
        <Table<Tm30ListItem> rowKey="bookingId" columns={columns} dataSource={data ?? []} loading={isLoading} pagination={false} scroll={{ x: 'max-content' }} locale={{ emptyText: t('tm30Admin.empty') }} />
      </Card>
      <Card size="small">
        <RetentionSetting />
      </Card>
    </Space>
  );
}
