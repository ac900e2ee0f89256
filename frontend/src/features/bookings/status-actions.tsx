import type { BookingDto } from '@baan-talay/contracts';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatusChange } from './hooks/use-status-change';
import { statusActions, type StatusAction } from '../admin-shared';
import { ReasonModal } from './reason-modal';

/** The status changes allowed from the booking's current status, as buttons. */
export function StatusActions({ booking, size = 'small' }: { booking: BookingDto; size?: 'small' | 'middle' }) {
  const { t } = useTranslation('admin');
  const { change, isLoading } = useStatusChange();
  const [asking, setAsking] = useState<Exclude<StatusAction, 'confirm'> | null>(null);
  const actions = statusActions(booking.status);
  if (actions.length === 0) return null;

  const label = (action: StatusAction) => `${t(`actions.${action}`)} ${booking.reference}`;

  return (
    <Space wrap size="small">
      {actions.includes('confirm') && (
        <Popconfirm
          title={t('actions.confirmTitle', { reference: booking.reference })}
          okText={t('actions.confirm')}
          cancelText={t('common.close')}
          onConfirm={() => change(booking, 'confirm')}
        >
          <Button size={size} type="primary" aria-label={label('confirm')} loading={isLoading}>
            {t('actions.confirm')}
          </Button>
        </Popconfirm>
      )}
      {actions.includes('rejectSlip') && (
        <Button size={size} aria-label={label('rejectSlip')} onClick={() => setAsking('rejectSlip')}>
          {t('actions.rejectSlip')}
        </Button>
      )}
      {actions.includes('cancel') && (
        <Button size={size} danger aria-label={label('cancel')} onClick={() => setAsking('cancel')}>
          {t('actions.cancel')}
        </Button>
      )}
      <ReasonModal
        open={asking !== null}
        kind={asking}
        title={asking ? t(`actions.${asking}Title`, { reference: booking.reference }) : ''}
        okText={asking ? t(`actions.${asking}`) : ''}
        danger={asking === 'cancel'}
        askRefund={asking === 'cancel' && booking.status === 'confirmed'}
        loading={isLoading}
        onCancel={() => setAsking(null)}
        onSubmit={async (notes) => {
          if (asking && (await change(booking, asking, notes))) setAsking(null);
        }}
      />
    </Space>
  );
}
