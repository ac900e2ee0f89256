import type { CalendarSyncResultDto, ExternalCalendarDto } from '@baan-talay/contracts';
import { Alert, Button, Card, Empty, Form, Input, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { useAddExternalCalendarMutation, useCalendarExportQuery, useExternalCalendarsQuery, useRemoveExternalCalendarMutation, useRotateCalendarExportMutation, useSyncExternalCalendarMutation, useErrorToast, useToast, formatDateTime } from '../admin-shared';

interface ApiError {
  data?: { code?: string; params?: Record<string, string | number> };
}

/** The coded error of a failed request or of a calendar's last sync, in the admin's language. */
function useCodedMessage() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  return (code: string | null | undefined, params: Record<string, string | number> | null | undefined, fallback: string) =>
    code && i18n.exists(`common:apiErrors.${code}`) ? t(`common:apiErrors.${code}`, { ...params }) : fallback;
}

/**
 * Calendar sync with the other channels (issue 16): the villa's own feed URL to paste into Airbnb
 * or Booking.com, and their calendars imported here, each with its last sync.
 */
export function CalendarSync() {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <ExportFeed />
      <ExternalCalendars />
    </Space>
  );
}

function ExportFeed() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const feed = useCalendarExportQuery();
  const [rotate, rotating] = useRotateCalendarExportMutation();
  useErrorToast(feed.error, t('calendarSync.exportFailed'));

  const doRotate = async () => {
    const result = await rotate();
    if ('error' in result) toast.error(result.error, t('calendarSync.rotateFailed'));
    else toast.success(t('calendarSync.rotated'));
  };

  return (
    <Card title={t('calendarSync.exportTitle')} size="small">
      <Typography.Paragraph type="secondary">{t('calendarSync.exportHelp')}</Typography.Paragraph>
      <CopyableAddress url={feed.data?.url} label={t('calendarSync.exportUrl')} />
      <Popconfirm
        title={t('calendarSync.rotateConfirm')}
        okText={t('calendarSync.rotate')}
        cancelText={t('common.close')}
        okButtonProps={{ danger: true }}
        onConfirm={doRotate}
      >
        <Button danger style={{ marginTop: 12 }} loading={rotating.isLoading} disabled={!feed.data}>
          {t('calendarSync.rotate')}
        </Button>
      </Popconfirm>
    </Card>
  );
}

/** A read-only address with a copy button. */
function CopyableAddress({ url, label }: { url: string | undefined; label: string }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('calendarSync.copied'));
    } catch (error) {
      toast.error(error, t('calendarSync.copyFailed'));
    }
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input readOnly value={url ?? ''} aria-label={label} onFocus={(event) => event.target.select()} />
      <Button onClick={copy} disabled={!url} aria-label={`${t('calendarSync.copy')}: ${label}`}>
        {t('calendarSync.copy')}
      </Button>
    </Space.Compact>
  );
}

function ExternalCalendars() {
  const { t } = useTranslation('admin');
  const calendars = useExternalCalendarsQuery();
  useErrorToast(calendars.error, t('calendarSync.loadFailed'));
  const list = calendars.data ?? [];
  return (
    <Card title={t('calendarSync.importTitle')} size="small">
      <Typography.Paragraph type="secondary">{t('calendarSync.importHelp')}</Typography.Paragraph>
      {calendars.isSuccess && list.length === 0 && <Empty description={t('calendarSync.none')} />}
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {list.map((calendar) => (
          <ExternalCalendarItem key={calendar.id} calendar={calendar} />
        ))}
      </Space>
      <AddCalendarForm />
    </Card>
  );
}

function ExternalCalendarItem({ calendar }: { calendar: ExternalCalendarDto }) {
  const { t, i18n } = useTranslation('admin');
  const coded = useCodedMessage();
  const toast = useToast();
  const [sync, syncing] = useSyncExternalCalendarMutation();
  const [remove, removing] = useRemoveExternalCalendarMutation();
  const [result, setResult] = useState<CalendarSyncResultDto | null>(null);
  const [syncError, setSyncError] = useState<unknown>(null);
  // The last error matters while no sync has succeeded since.
  const failing = calendar.lastErrorAt && (!calendar.lastSuccessAt || calendar.lastErrorAt > calendar.lastSuccessAt);

  const syncNow = async () => {
    setResult(null);
    setSyncError(null);
    const answer = await sync(calendar.id);
    if ('error' in answer) setSyncError(answer.error);
    else setResult(answer.data);
  };
  const doRemove = async () => {
    const answer = await remove(calendar.id);
    if ('error' in answer) toast.error(answer.error, t('calendarSync.removeFailed'));
  };

  return (
    <section aria-label={calendar.name} style={{ border: '1px solid rgba(5, 5, 5, 0.12)', borderRadius: 8, padding: 12 }}>
      <Space wrap align="center" style={{ justifyContent: 'space-between', width: '100%' }}>
        <Space wrap>
          <Typography.Text strong>{calendar.name}</Typography.Text>
          <Tag color={calendar.channel === 'other' ? 'default' : 'blue'}>{t(`calendarSync.channels.${calendar.channel}`)}</Tag>
        </Space>
        <Space wrap>
          <Button type="primary" size="small" loading={syncing.isLoading} onClick={syncNow}>
            {t('calendarSync.syncNow')}
          </Button>
          <Popconfirm title={t('calendarSync.removeConfirm', { name: calendar.name })} okText={t('common.delete')} cancelText={t('common.close')} onConfirm={doRemove}>
            <Button size="small" danger loading={removing.isLoading}>
              {t('common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      </Space>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', overflowWrap: 'anywhere' }}>
        {calendar.url}
      </Typography.Paragraph>
      <Typography.Paragraph style={{ margin: '4px 0 0' }}>
        {calendar.lastSuccessAt
          ? t('calendarSync.lastSuccess', { when: formatDateTime(calendar.lastSuccessAt, i18n.language) })
          : t('calendarSync.neverSynced')}
        {' · '}
        {t('calendarSync.stays', { count: calendar.stays })}
        {calendar.conflicts > 0 && ` · ${t('calendarSync.conflicts', { count: calendar.conflicts })}`}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 4px' }}>
        {t('calendarSync.channelExportHelp', { channel: t(`calendarSync.channels.${calendar.channel}`) })}
      </Typography.Paragraph>
      <CopyableAddress url={calendar.exportUrl} label={t('calendarSync.channelExportUrl', { name: calendar.name })} />
      {failing && !syncError && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={t('calendarSync.lastError', {
            when: formatDateTime(calendar.lastErrorAt as string, i18n.language),
            error: coded(calendar.lastErrorCode, calendar.lastErrorParams, calendar.lastError ?? ''),
          })}
        />
      )}
      {result && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setResult(null) }}
          style={{ marginTop: 8 }}
          title={t('calendarSync.result', {
            imported: result.imported,
            withdrawn: result.withdrawn,
            // Pluralised on its own: "1 conflict", "2 conflicts".
            conflicts: t('calendarSync.conflicts', { count: result.conflicts }),
            unchanged: result.unchanged,
          })}
        />
      )}
      {Boolean(syncError) && <Alert type="error" showIcon style={{ marginTop: 8 }} title={errorMessage(syncError, t('calendarSync.syncFailed'))} />}
    </section>
  );
}

/** An http(s) address (the server checks the rest: private networks, reachability). */
function isWebAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

interface AddForm {
  name: string;
  url: string;
}

function AddCalendarForm() {
  const { t } = useTranslation('admin');
  const coded = useCodedMessage();
  const toast = useToast();
  const [form] = Form.useForm<AddForm>();
  const [add, adding] = useAddExternalCalendarMutation();
  const [sync, syncing] = useSyncExternalCalendarMutation();

  const submit = async (values: AddForm) => {
    const answer = await add({ name: values.name.trim(), url: values.url.trim() });
    if ('error' in answer) {
      const data = (answer.error as ApiError).data;
      // The server's refusals of the address belong on the address field.
      if (data?.code?.startsWith('calendar.fetch')) form.setFields([{ name: 'url', errors: [coded(data.code, data.params, t('calendarSync.addFailed'))] }]);
      else toast.error(answer.error, t('calendarSync.addFailed'));
      return;
    }
    form.resetFields();
    // Its stays are imported at once, not at the next scheduled sync; a failure shows on its entry too.
    const name = answer.data.name;
    const first = await sync(answer.data.id);
    if ('error' in first) toast.error(first.error, t('calendarSync.addedSyncFailed', { name }));
    else toast.success(t('calendarSync.addedSynced', { name, imported: first.data.imported, conflicts: t('calendarSync.conflicts', { count: first.data.conflicts }) }));
  };

  return (
    <Form form={form} name="add-calendar" layout="vertical" onFinish={submit} style={{ marginTop: 16, maxWidth: 640 }} requiredMark={false}>
      <Typography.Title level={5}>{t('calendarSync.addTitle')}</Typography.Title>
      <Form.Item name="name" label={t('calendarSync.name')} rules={[{ required: true, whitespace: true, message: t('calendarSync.nameRequired') }]}>
        <Input maxLength={100} placeholder="Airbnb" />
      </Form.Item>
      <Form.Item
        name="url"
        label={t('calendarSync.url')}
        extra={t('calendarSync.urlHelp')}
        rules={[
          { required: true, whitespace: true, message: t('calendarSync.urlRequired') },
          { validator: (_, value: string | undefined) => (!value?.trim() || isWebAddress(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('calendarSync.urlInvalid')))) },
        ]}
      >
        <Input maxLength={2000} inputMode="url" placeholder="https://www.airbnb.com/calendar/ical/….ics" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={adding.isLoading || syncing.isLoading}>
        {t('calendarSync.add')}
      </Button>
    </Form>
  );
}
