import type { BookingStatus } from '@baan-talay/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<BookingStatus, string> = {
  pending_payment: 'gold',
  in_review: 'blue',
  confirmed: 'green',
  expired: 'default',
  cancelled: 'red',
};

export function StatusTag({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('admin');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
