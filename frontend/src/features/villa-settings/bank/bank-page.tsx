import type { BankAccountDto } from '@baan-talay/contracts';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminVillaQuery, useUpdateBankDetailsMutation, type BankAccountInput, useErrorToast, useToast } from '../../admin-shared';
import { BankAccountModal } from './bank-account-modal';

/** Most banks list a handful of accounts; the server keeps at most ten. */
const MAX_ACCOUNTS = 10;

export default function BankPage() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const villa = useAdminVillaQuery();
  const [saveAccounts, saving] = useUpdateBankDetailsMutation();
  const [editing, setEditing] = useState<BankAccountDto | null | undefined>(undefined);
  useErrorToast(villa.error, t('errors.fetchVilla'));
  const accounts = villa.data?.bankDetails ?? [];

  const save = async (next: BankAccountInput[], done: string) => {
    try {
      await saveAccounts(next).unwrap();
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(error, t('errors.updateBank'));
      return false;
    }
  };

  const upsert = async (account: BankAccountInput) => {
    const next = account.id ? accounts.map((item) => (item.id === account.id ? account : item)) : [...accounts, account];
    if (await save(next, t('bank.saved'))) setEditing(undefined);
  };

  const remove = (account: BankAccountDto) => save(accounts.filter((item) => item.id !== account.id), t('bank.deleted'));

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('bank.title')}
      </Typography.Title>
      <Card
        extra={
          <Button type="primary" icon={<PlusOutlined />} disabled={!villa.data || accounts.length >= MAX_ACCOUNTS} onClick={() => setEditing(null)}>
            {t('bank.add')}
          </Button>
        }
        title={t('bank.accounts')}
      >
        <Table<BankAccountDto>
          rowKey="id"
          loading={villa.isLoading}
          dataSource={accounts}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('bank.none') }}
          columns={[
            { title: t('bank.bankName'), dataIndex: 'bankName' },
            { title: t('bank.accountNumber'), dataIndex: 'accountNumber' },
            { title: t('bank.accountName'), dataIndex: 'accountName' },
            {
              title: t('bookings.actions'),
              key: 'actions',
              render: (_, account) => (
                <Space>
                  <Button size="small" icon={<EditOutlined />} aria-label={`${t('common.edit')} ${account.bankName}`} onClick={() => setEditing(account)}>
                    {t('common.edit')}
                  </Button>
                  <Popconfirm
                    title={t('bank.deleteConfirm')}
                    okText={t('common.delete')}
                    cancelText={t('common.close')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove(account)}
                  >
                    <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${t('common.delete')} ${account.bankName}`}>
                      {t('common.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <BankAccountModal
        account={editing ?? null}
        open={editing !== undefined}
        saving={saving.isLoading}
        onSave={upsert}
        onClose={() => setEditing(undefined)}
      />
    </Space>
  );
}
