import type { AdminUserDto } from '@baan-talay/contracts';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSetAdminUserStatusMutation, useTransferOwnershipMutation, useToast } from '../admin-shared';

type Status = 'active' | 'disabled' | 'rejected';

/** The owner's buttons on another account's row. */
export function UserActions({ user }: { user: AdminUserDto }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [setStatus, setting] = useSetAdminUserStatusMutation();
  const [transfer] = useTransferOwnershipMutation();

  const change = async (status: Status, done: string) => {
    try {
      await setStatus({ id: user.id, status }).unwrap();
      toast.success(done);
    } catch (error) {
      toast.error(error, t('errors.generic'));
    }
  };
  const handOver = async () => {
    try {
      await transfer(user.id).unwrap();
      toast.success(t('users.ownershipTransferred', { email: user.email }));
    } catch (error) {
      toast.error(error, t('errors.generic'));
    }
  };
  const confirmed = (key: string, label: string, onConfirm: () => void, danger = true) => (
    <Popconfirm
      title={t(key, { email: user.email })}
      okText={label}
      cancelText={t('common.close')}
      okButtonProps={{ danger }}
      onConfirm={onConfirm}
    >
      <Button size="small" danger={danger} aria-label={`${label} ${user.email}`}>
        {label}
      </Button>
    </Popconfirm>
  );
  const approveLabel = t(user.status === 'pending' ? 'users.approve' : 'users.enable');

  return (
    <Space wrap size="small">
      {user.status !== 'active' && (
        <Button size="small" type="primary" loading={setting.isLoading} aria-label={`${approveLabel} ${user.email}`} onClick={() => change('active', t('users.approved', { email: user.email }))}>
          {approveLabel}
        </Button>
      )}
      {user.status === 'pending' &&
        confirmed('users.rejectConfirm', t('users.reject'), () => change('rejected', t('users.rejected', { email: user.email })))}
      {user.status === 'active' &&
        confirmed('users.disableConfirm', t('users.disable'), () => change('disabled', t('users.disabled', { email: user.email })))}
      {user.status === 'active' && confirmed('users.transferConfirm', t('users.makeOwner'), handOver, false)}
    </Space>
  );
}
