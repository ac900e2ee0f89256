import type { AdminUserDto, AdminUserStatus } from '@baan-talay/contracts';
import { Button, Card, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectAdminUser } from '../admin-auth-slice';
import { useAdminUsersQuery, useSetAdminUserStatusMutation } from '../api/auth-api';
import { useFormatters } from '../hooks/use-formatters';
import { useErrorToast, useToast } from '../hooks/use-toast';

const COLORS: Record<AdminUserStatus, string> = { active: 'green', pending: 'gold', disabled: 'default' };

/** Approve waiting admins, disable or re-enable others. An admin cannot lock themself out. */
export default function UsersPage() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const format = useFormatters();
  const me = useSelector(selectAdminUser);
  const users = useAdminUsersQuery();
  const [setStatus, setting] = useSetAdminUserStatusMutation();
  useErrorToast(users.error, t('errors.generic'));

  const change = async (user: AdminUserDto, status: 'active' | 'disabled', done: string) => {
    try {
      await setStatus({ id: user.id, status }).unwrap();
      toast.success(done);
    } catch (error) {
      toast.error(error, t('errors.generic'));
    }
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('users.title')}
      </Typography.Title>
      <Card>
        <Table<AdminUserDto>
          rowKey="id"
          loading={users.isLoading}
          dataSource={users.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('fields.name'), dataIndex: 'name' },
            { title: t('fields.email'), dataIndex: 'email' },
            { title: t('users.status'), dataIndex: 'status', render: (status: AdminUserStatus) => <Tag color={COLORS[status]}>{t(`users.statuses.${status}`)}</Tag> },
            { title: t('users.registered'), dataIndex: 'createdAt', render: format.dateTime },
            {
              title: t('bookings.actions'),
              key: 'actions',
              render: (_, user) =>
                user.id === me?.id ? (
                  <Typography.Text type="secondary">{t('users.you')}</Typography.Text>
                ) : (
                  <Space>
                    {user.status !== 'active' && (
                      <Button size="small" type="primary" loading={setting.isLoading} aria-label={`${t(user.status === 'pending' ? 'users.approve' : 'users.enable')} ${user.email}`} onClick={() => change(user, 'active', t('users.approved', { email: user.email }))}>
                        {t(user.status === 'pending' ? 'users.approve' : 'users.enable')}
                      </Button>
                    )}
                    {user.status !== 'disabled' && (
                      <Popconfirm title={t('users.disableConfirm', { email: user.email })} okText={t('users.disable')} cancelText={t('common.close')} okButtonProps={{ danger: true }} onConfirm={() => change(user, 'disabled', t('users.disabled', { email: user.email }))}>
                        <Button size="small" danger aria-label={`${t('users.disable')} ${user.email}`}>
                          {t('users.disable')}
                        </Button>
                      </Popconfirm>
                    )}
                  </Space>
                ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
