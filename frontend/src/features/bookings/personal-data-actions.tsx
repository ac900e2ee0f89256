import { mayErasePersonalData, type BookingDto } from '@baan-talay/contracts';
import { DownloadOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { todayInBangkok } from '@baan-talay/pricing';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErasePersonalDataMutation, useLazyPersonalDataExportQuery, useToast } from '../admin-shared';

/** Erasure waits for the end of the stay, unless the booking no longer holds it (as the server rules). */
export function canErase(booking: Pick<BookingDto, 'status' | 'checkOut' | 'personalDataErasedAt'>, today = todayInBangkok(new Date())): boolean {
  return mayErasePersonalData(booking, today);
}

/** The guest's PDPA rights from the drawer: a copy of their data (JSON download), and erasure. */
export function PersonalDataActions({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [erase, erasing] = useErasePersonalDataMutation();
  const [fetchExport, exporting] = useLazyPersonalDataExportQuery();

  const download = async () => {
    try {
      const data = await fetchExport(booking._id).unwrap();
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: `personal-data-${booking.reference}.json` });
      link.click();
      URL.revokeObjectURL(url);
      toast.success(t('privacy.downloadDone'));
    } catch (error) {
      toast.error(error, t('privacy.downloadFailed'));
    }
  };

  const eraseData = async () => {
    try {
      await erase(booking._id).unwrap();
      toast.success(t('privacy.erased', { reference: booking.reference }));
    } catch (error) {
      toast.error(error, t('privacy.eraseFailed'));
    }
  };

  const allowed = canErase(booking);
  return (
    <>
      <Button icon={<DownloadOutlined />} loading={exporting.isFetching} onClick={download}>
        {t('privacy.download')}
      </Button>
      {!booking.personalDataErasedAt && (
        <Popconfirm
          title={t('privacy.eraseTitle', { reference: booking.reference })}
          description={t('privacy.eraseText')}
          okText={t('privacy.erase')}
          okButtonProps={{ danger: true }}
          cancelText={t('common.close')}
          onConfirm={eraseData}
          disabled={!allowed}
        >
          <Tooltip title={allowed ? undefined : t('privacy.eraseNotYet')}>
            <Button danger icon={<UserDeleteOutlined />} disabled={!allowed} loading={erasing.isLoading}>
              {t('privacy.erase')}
            </Button>
          </Tooltip>
        </Popconfirm>
      )}
    </>
  );
}
