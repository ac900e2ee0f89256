import { FileImageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { ADMIN_TOKEN_KEY } from '../../../lib/api';

/**
 * Opens a private slip (DESIGN §4): a link could not carry the admin's bearer token, so the file is
 * fetched with it and opened from an object URL.
 */
export function SlipButton({ url }: { url: string }) {
  const { t } = useTranslation('common');
  const toast = useToast();
  const open = async () => {
    const token = localStorage.getItem(ADMIN_TOKEN_KEY);
    const response = await fetch(url, { credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {} }).catch(() => null);
    if (!response?.ok) {
      toast.error({ title: t('payments.slipFailed') });
      return;
    }
    const objectUrl = URL.createObjectURL(await response.blob());
    window.open(objectUrl, '_blank', 'noopener');
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  };
  return (
    <Button size="small" type="link" icon={<FileImageOutlined />} onClick={() => void open()}>
      {t('payments.viewSlip')}
    </Button>
  );
}
