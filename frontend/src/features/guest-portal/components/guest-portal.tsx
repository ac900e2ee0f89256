import { FileProtectOutlined, IdcardOutlined, StarOutlined, WalletOutlined } from '@ant-design/icons';
import type { BookingDto, VillaDto } from '@baan-talay/contracts';
import { Alert, Card, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { errorMessage } from '../../../lib/api';
import { formatTHB } from '../../../lib/format';
import { pickLocalized } from '../../../lib/localized';
import { useGuestPortalQuery } from '../api/guest-portal-api';
import { ArrivalForm } from './arrival-form';
import { HouseManual } from './house-manual';
import { SecretsCard } from './secrets-card';
import './guest-portal.css';

/**
 * What a paid booking's link shows once the stay is confirmed: what is paid, the codes (when the
 * server says so), arrival details, the house manual, rules and policy, and the stay's own pages
 * for foreign guests' TM30 details and (after check-out) the review.
 */
export function GuestPortal({ booking, villa }: { booking: BookingDto; villa: VillaDto }) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.resolvedLanguage ?? 'th';
  const { data: portal, error, isLoading } = useGuestPortalQuery(booking._id);
  const houseRules = pickLocalized(villa.houseRules, language);
  const cancellationPolicy = pickLocalized(villa.cancellationPolicy, language);

  if (isLoading) return <Skeleton active />;
  if (error || !portal) return <Alert type="warning" showIcon title={errorMessage(error, t('portal.failed'))} />;
  return (
    <section className="guest-portal" aria-label={t('portal.title')}>
      <Typography.Title level={2} className="guest-portal__title">{t('portal.title')}</Typography.Title>
      <Card title={<><WalletOutlined /> {t('portal.payment.title')}</>} className="guest-portal__card">
        {/* The payment plan (deposit, balance, security deposit) fills this in once bookings can be partly paid. */}
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('portal.payment.total')}>{formatTHB(booking.totalPrice, language)}</Descriptions.Item>
          <Descriptions.Item label={t('portal.payment.paid')}>
            <Tag color="green">{t('portal.payment.paidInFull')}</Tag> {formatTHB(booking.totalPrice, language)}
          </Descriptions.Item>
          <Descriptions.Item label={t('portal.payment.due')}>{formatTHB(0, language)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <SecretsCard bookingId={booking._id} secrets={portal.secrets} />
      <ArrivalForm bookingId={booking._id} arrival={portal.arrival} guests={booking.guests} maxGuests={villa.maxGuests} />
      <Card title={<><IdcardOutlined /> {t('portal.guests.title')}</>} className="guest-portal__card">
        <p className="guest-portal__text">{t('portal.guests.text')}</p>
        <LinkButton to={portal.links.guests}>{t('portal.guests.open')}</LinkButton>
      </Card>
      <HouseManual sections={portal.manual} />
      {(houseRules || cancellationPolicy) && (
        <Card title={<><FileProtectOutlined /> {t('portal.policies')}</>} className="guest-portal__card">
          {houseRules && (
            <>
              <Typography.Title level={5}>{t('portal.houseRules')}</Typography.Title>
              <p className="guest-portal__text">{houseRules}</p>
            </>
          )}
          {cancellationPolicy && (
            <>
              <Typography.Title level={5}>{t('portal.cancellationPolicy')}</Typography.Title>
              <p className="guest-portal__text">{cancellationPolicy}</p>
            </>
          )}
        </Card>
      )}
      {portal.links.review && (
        <Card title={<><StarOutlined /> {t('portal.review.title')}</>} className="guest-portal__card">
          <p className="guest-portal__text">{t('portal.review.text')}</p>
          <LinkButton type="primary" to={portal.links.review}>{t('portal.review.open')}</LinkButton>
        </Card>
      )}
    </section>
  );
}
