import type { AdminUserDto, AdminUserStatus } from '@baan-talay/contracts';
import { Card, Flex, Grid, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectAdminUser, useAdminUsersQuery, useFormatters, useErrorToast } from '../admin-shared';
import { UserActions } from './user-actions';

const COLORS: Record<AdminUserStatus, string> = { active: 'green', pending: 'gold', disabled: 'default', rejected: 'red' };

/**
 * Every account with its status and role. The owner approves or rejects waiting admins, disables
 * or re-enables others and may hand the ownership over; other admins only see the list.
 */
export default function UsersPage() {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const me = useSelector(selectAdminUser);
  const users = useAdminUsersQuery();
  useErrorToast(users.error, t('errors.generic'));
  const isOwner = me?.role === 'owner';
  const screens = Grid.useBreakpoint();
  const phone = !!screens.xs && !screens.md;

  const statusTag = (status: AdminUserStatus) => <Tag color={COLORS[status]}>{t(`users.statuses.${status}`)}</Tag>;
  const roleLabel = (role: AdminUserDto['role']) => (role === 'owner' ? <Tag color="blue">{t('users.roles.owner')}</Tag> : t('users.roles.admin'));
  const wide: ColumnsType<AdminUserDto> = [
    { title: t('fields.name'), dataIndex: 'name' },
    { title: t('fields.email'), dataIndex: 'email' },
    { title: t('users.status'), dataIndex: 'status', render: statusTag },
    { title: t('users.role'), dataIndex: 'role', render: roleLabel },
    { title: t('users.registered'), dataIndex: 'createdAt', render: format.dateTime },
  ];
  // A phone has room for two columns: who the person is (with status and role) and what can be done.
  const who: ColumnsType<AdminUserDto>[number] = {
    title: t('fields.name'),
    key: 'who',
    render: (_, user) => (
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Typography.Text strong>{user.name}</Typography.Text>
        <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>{user.email}</Typography.Text>
        <Space size={4} wrap>
          {statusTag(user.status)}
          {roleLabel(user.role)}
        </Space>
      </Flex>
    ),
  };
  const actions: ColumnsType<AdminUserDto>[number] = {
    title: t('bookings.actions'),
    key: 'actions',
    render: (_, user) =>
      user.id === me?.id ? <Typography.Text type="secondary">{t('users.you')}</Typography.Text> : isOwner ? <UserActions user={user} /> : null,
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('users.title')}
      </Typography.Title>
      {!isOwner && <Typography.Text type="secondary">{t('users.ownerOnly')}</Typography.Text>}
      <Card>
        <Table<AdminUserDto>
          rowKey="id"
          loading={users.isLoading}
          dataSource={users.data ?? []}
          pagination={false}
          scroll={phone ? undefined : { x: 'max-content' }}
          tableLayout={phone ? 'fixed' : undefined}
          columns={phone ? [who, actions] : [...wide, actions]}
        />
      </Card>
    </Space>
  );
}
