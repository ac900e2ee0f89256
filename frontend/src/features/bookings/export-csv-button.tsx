import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_TOKEN_KEY } from '../../lib/api';
import { type BookingListParams, useToast } from '../admin-shared';

/**
 * Downloads the list as the server writes it (UTF-8 with a BOM, which a text decode would drop):
 * the current filters and sort, every page, in the admin's language.
 */
export function ExportCsvButton({ params }: { params: BookingListParams }) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { page: _page, pageSize: _pageSize, ...filters } = params;
      const query = new URLSearchParams({ lang: i18n.language.startsWith('th') ? 'th' : 'en' });
      for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') query.set(key, String(value));
      const token = localStorage.getItem(ADMIN_TOKEN_KEY);
      const response = await fetch(`/api/admin/bookings/export?${query}`, {
        credentials: 'include',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement('a'), { href: url, download: `bookings-${new Date().toISOString().slice(0, 10)}.csv` });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast.error(error, t('menuMore.exportFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={download}>
      {t('menuMore.exportCsv')}
    </Button>
  );
}
