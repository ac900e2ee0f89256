import type { VillaPricing } from '@baan-talay/contracts';
import { addDays, headlinePrice, isWeekendNight, roomOptions, todayInBangkok, type HeadlinePrice } from '@baan-talay/pricing';
import { Alert, Card, Col, Row, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../admin-shared';

/** The next check-in date, from today, whose night is a weekend night or not. */
function nextCheckIn(weekend: boolean): string {
  let date = todayInBangkok(new Date());
  while (isWeekendNight(date) !== weekend) date = addDays(date, 1);
  return date;
}

/** Both headlines, or null while the numbers typed so far cannot be priced (e.g. an empty field). */
function headlines(pricing: VillaPricing, rooms: number): { weekday: HeadlinePrice; weekend: HeadlinePrice } | null {
  try {
    return { weekday: headlinePrice(nextCheckIn(false), rooms, pricing), weekend: headlinePrice(nextCheckIn(true), rooms, pricing) };
  } catch {
    return null;
  }
}

function safeRoomOptions(pricing: VillaPricing): number[] {
  try {
    return roomOptions(pricing);
  } catch {
    return [];
  }
}

/** Why the preview cannot be shown: the one rule between fields first, else a missing price. */
function invalidReason(pricing: VillaPricing): string {
  return Number(pricing.minRooms) > Number(pricing.bedrooms) ? 'preview.minRoomsAboveBedrooms' : 'preview.invalid';
}

function Headline({ label, headline, rooms }: { label: string; headline: HeadlinePrice; rooms: number }) {
  const { t } = useTranslation('admin');
  return (
    <Card size="small" title={label}>
      <Space align="baseline" wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {formatMoney(headline.price)}
        </Typography.Title>
        {headline.discounted && (
          <>
            <Typography.Text delete type="secondary">
              {formatMoney(headline.regularPrice)}
            </Typography.Text>
            <Tag color="red">-{headline.badgePercent}%</Tag>
          </>
        )}
      </Space>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('preview.perNight', { count: rooms })}
      </Typography.Paragraph>
    </Card>
  );
}

/**
 * What the booking widget will show with the prices being typed: the same libs/pricing function
 * the widget uses, for a weekday and a weekend check-in and a chosen number of rooms.
 */
export function PricePreview({ pricing }: { pricing: VillaPricing }) {
  const { t } = useTranslation('admin');
  const [chosenRooms, setRooms] = useState<number | null>(null);
  const options = safeRoomOptions(pricing);
  const rooms = chosenRooms !== null && options.includes(chosenRooms) ? chosenRooms : options[0];
  const prices = rooms === undefined ? null : headlines(pricing, rooms);

  return (
    <Card
      title={t('preview.title')}
      // On a phone the Thai title wraps beside the rooms picker instead of being cut.
      styles={{ title: { whiteSpace: 'normal' } }}
      extra={
        <Select
          aria-label={t('preview.rooms')}
          value={rooms}
          onChange={setRooms}
          options={options.map((value) => ({ value, label: t('preview.roomsOption', { count: value }) }))}
          style={{ minWidth: 140 }}
        />
      }
    >
      {prices && rooms !== undefined ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <Headline label={t('preview.weekday')} headline={prices.weekday} rooms={rooms} />
          </Col>
          <Col xs={24} md={12}>
            <Headline label={t('preview.weekend')} headline={prices.weekend} rooms={rooms} />
          </Col>
        </Row>
      ) : (
        <Alert type="warning" showIcon title={t(invalidReason(pricing), { minRooms: pricing.minRooms, bedrooms: pricing.bedrooms })} />
      )}
    </Card>
  );
}
