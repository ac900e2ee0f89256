import type { BankAccountDto } from '@baan-talay/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The villa's accounts, each number with a copy button labelled with what it copies. */
export function BankTransferDetails({ accounts }: { accounts: BankAccountDto[] }) {
  const { t } = useTranslation('booking');
  if (accounts.length === 0) return <p>{t('payment.noAccounts')}</p>;
  return (
    <ul className="bank-accounts">
      {accounts.map((account) => (
        <li key={account.id} className="bank-account">
          <p className="bank-account__bank">{account.bankName}</p>
          <dl>
            <div>
              <dt>{t('payment.accountNumber')}</dt>
              <dd>
                <Typography.Text
                  className="bank-account__number"
                  copyable={{
                    text: account.accountNumber.replace(/[\s-]/g, ''),
                    tooltips: [t('payment.copy', { what: t('payment.accountNumber') }), t('payment.copied')],
                  }}
                >
                  {account.accountNumber}
                </Typography.Text>
              </dd>
            </div>
            <div>
              <dt>{t('payment.accountName')}</dt>
              <dd>{account.accountName}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
