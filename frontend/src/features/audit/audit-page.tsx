import type { ActorDto, AuditEntryDto } from '@baan-talay/contracts';
import { Card, Flex, Grid, Input, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuditLogQuery, type AuditQuery, useFormatters, useErrorToast, RangePicker, adminPaths } from '../admin-shared';
import { ActorLabel } from './actor-label';
import { AuditDescriptionView } from './audit-description';
import { AUDIT_EVENT_TYPES, useEventLabel } from './audit-timeline';

/** The global audit log: every change by anyone, newest first, filtered on the server. */
export default function AuditPage() {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const eventLabel = useEventLabel();
  const [query, setQuery] = useState<AuditQuery>({ page: 1, pageSize: 20 });
  const log = useAuditLogQuery(query);
  useErrorToast(log.error, t('errors.generic'));
  const filter = (changes: Partial<AuditQuery>) => setQuery((current) => ({ ...current, ...changes, page: 1 }));

  const screens = Grid.useBreakpoint();
  const phone = !!screens.xs && !screens.md;

  const bookingLink = (entry: AuditEntryDto) =>
    entry.bookingId && (
      <Link to={`${adminPaths.bookings}?booking=${entry.bookingId}`} style={{ whiteSpace: 'nowrap' }}>
        {entry.bookingReference}
      </Link>
    );
  const when: ColumnsType<AuditEntryDto>[number] = { title: t('audit.when'), dataIndex: 'occurredAt', render: format.dateTime, width: 170 };
  const who: ColumnsType<AuditEntryDto>[number] = { title: t('audit.who'), dataIndex: 'actor', render: (actor: ActorDto) => <ActorLabel actor={actor} /> };
  // On a phone When, Who and the booking join What: four columns side by side would push What out of sight.
  const what: ColumnsType<AuditEntryDto>[number] = {
    title: t('audit.what'),
    key: 'what',
    render: (_, entry) => (
      <Flex vertical style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography.Text strong>{eventLabel(entry.type)}</Typography.Text>
        <AuditDescriptionView description={entry.description} />
        {phone && (
          <Typography.Text type="secondary">
            {format.dateTime(entry.occurredAt)} · <ActorLabel actor={entry.actor} /> {bookingLink(entry)}
          </Typography.Text>
        )}
      </Flex>
    ),
  };
  const booking: ColumnsType<AuditEntryDto>[number] = { title: t('audit.booking'), key: 'booking', render: (_, entry) => bookingLink(entry) || t('common.none') };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('audit.title')}
      </Typography.Title>
      <Card>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Flex wrap gap={8}>
            <Input.Search allowClear aria-label={t('auditLog.bookingFilter')} placeholder={t('auditLog.bookingFilter')} onSearch={(value) => filter({ bookingId: value.trim() || undefined })} style={{ width: phone ? '100%' : 280 }} />
            <Input.Search allowClear aria-label={t('audit.actorFilter')} placeholder={t('audit.actorFilter')} onSearch={(value) => filter({ actor: value.trim() || undefined })} style={{ width: phone ? '100%' : 240 }} />
            <Select
              allowClear
              mode="multiple"
              aria-label={t('audit.typeFilter')}
              placeholder={t('audit.typeFilter')}
              onChange={(types: string[]) => filter({ type: types.length ? types.join(',') : undefined })}
              options={AUDIT_EVENT_TYPES.map((type) => ({ value: type, label: eventLabel(type) }))}
              style={phone ? { width: '100%' } : { minWidth: 240 }}
              maxTagCount="responsive"
            />
            <RangePicker
              aria-label={t('audit.dateFilter')}
              onChange={(range) => filter({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
              value={query.from && query.to ? [dayjs(query.from), dayjs(query.to)] : null}
              style={phone ? { width: '100%' } : undefined}
            />
          </Flex>
          <Table<AuditEntryDto>
            rowKey="id"
            loading={log.isFetching}
            dataSource={log.data?.items ?? []}
            scroll={phone ? undefined : { x: 'max-content' }}
            tableLayout={phone ? 'fixed' : undefined}
            pagination={{
              current: query.page,
              pageSize: query.pageSize,
              total: log.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [20, 50, 100],
              onChange: (page, pageSize) => setQuery((current) => ({ ...current, page, pageSize })),
            }}
            columns={phone ? [what] : [when, who, what, booking]}
          />
        </Space>
      </Card>
    </Space>
  );
}
