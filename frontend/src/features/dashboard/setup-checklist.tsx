import type { AdminVillaDto } from '@baan-talay/contracts';
import { CheckCircleTwoTone, ExclamationCircleOutlined } from '@ant-design/icons';
import { Alert, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAdminVillaQuery } from '../admin-shared';

const hasText = (text: { th: string; en: string }) => Boolean(text.th.trim() || text.en.trim());

/** What a fresh install leaves to the owner, each with where to enter it (issue 33). */
function setupSteps(villa: AdminVillaDto) {
  return [
    { key: 'payment', done: villa.openForBookings, links: [['bank', '/admin/bank'], ['promptPay', '/admin/villa?tab=payment']] },
    {
      key: 'contact',
      done: Boolean(villa.contactPhone || villa.contactEmail || villa.contactLineId || villa.contactWhatsApp),
      links: [['policies', '/admin/villa?tab=policies']],
    },
    { key: 'policies', done: hasText(villa.cancellationPolicy) || hasText(villa.houseRules), links: [['policies', '/admin/villa?tab=policies']] },
  ] as const;
}

/** Shown until guests can book: a site without a way to pay takes no bookings. */
export function SetupChecklist() {
  const { t } = useTranslation('admin');
  const { data: villa } = useAdminVillaQuery();
  if (!villa || villa.openForBookings) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('setup.title')}
      description={
        <>
          <Typography.Paragraph>{t('setup.intro')}</Typography.Paragraph>
          <ul aria-label={t('setup.title')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {setupSteps(villa).map((step) => (
              <li key={step.key}>
                <Space wrap>
                  {step.done ? <CheckCircleTwoTone twoToneColor="#52c41a" aria-hidden /> : <ExclamationCircleOutlined aria-hidden />}
                  <Typography.Text delete={step.done}>{t(`setup.steps.${step.key}`)}</Typography.Text>
                  <span className="visually-hidden">{t(step.done ? 'setup.done' : 'setup.todo')}</span>
                  {step.links.map(([label, to]) => (
                    <Link key={to} to={to}>
                      {t(`setup.links.${label}`)}
                    </Link>
                  ))}
                </Space>
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
