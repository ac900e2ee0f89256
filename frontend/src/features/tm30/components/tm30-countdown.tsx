import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const HOUR = 3600_000;

/** Time left to notify immigration (24 hours from check-in), red in the last six hours and once late. */
export function Tm30Countdown({ deadline, filed }: { deadline: string; filed: boolean }) {
  const { t } = useTranslation('admin');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  if (filed) return <Tag color="green">{t('tm30Admin.filed')}</Tag>;
  const left = Date.parse(deadline) - now;
  if (left <= 0) return <Tag color="red">{t('tm30Admin.overdue', { hours: Math.floor(-left / HOUR) })}</Tag>;
  const hours = Math.floor(left / HOUR);
  const minutes = Math.floor((left % HOUR) / 60_000);
  if (hours >= 24) return <Tag>{t('tm30Admin.dueInDays', { count: Math.floor(hours / 24) })}</Tag>;
  return <Tag color={hours < 6 ? 'red' : 'orange'}>{t('tm30Admin.dueIn', { hours, minutes })}</Tag>;
}
