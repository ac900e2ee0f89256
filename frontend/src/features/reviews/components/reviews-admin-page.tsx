import type { AdminReviewDto, ReviewStatus } from '@baan-talay/contracts';
import { Button, Card, Empty, Flex, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stars } from '../../../components/stars';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { useAdminReviewsQuery, useAnswerReviewMutation, useModerateReviewMutation } from '../api/reviews-api';

const COLORS: Record<ReviewStatus, string> = { pending: 'gold', published: 'green', hidden: 'default' };

function ReviewCard({ review }: { review: AdminReviewDto }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [moderate, { isLoading: moving }] = useModerateReviewMutation();
  const [answer, { isLoading: answering }] = useAnswerReviewMutation();
  const [draft, setDraft] = useState(review.answer ?? '');
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success({ title: done });
    } catch (error) {
      toast.error({ title: errorMessage(error, t('reviewsAdmin.failed')) });
    }
  };
  const author = review.author ?? t('reviewsAdmin.erasedAuthor');
  return (
    <Card
      size="small"
      title={<Space wrap><Stars rating={review.rating} size={16} label={t('reviewsAdmin.stars', { rating: review.rating })} /><span>{author}</span><Typography.Text type="secondary">{review.reference} · {review.stayMonth}</Typography.Text></Space>}
      extra={<Tag color={COLORS[review.status]}>{t(`reviewsAdmin.statuses.${review.status}`)}</Tag>}
    >
      <Typography.Paragraph lang={review.language}>{review.comment}</Typography.Paragraph>
      <Flex gap={8} wrap>
        {review.status !== 'published' && (
          <Button type="primary" loading={moving} onClick={() => run(() => moderate({ id: review.bookingId, action: 'publish' }).unwrap(), t('reviewsAdmin.publishedToast'))}>
            {t('reviewsAdmin.publish')}
          </Button>
        )}
        {review.status !== 'hidden' && (
          <Button loading={moving} onClick={() => run(() => moderate({ id: review.bookingId, action: 'hide' }).unwrap(), t('reviewsAdmin.hiddenToast'))}>
            {t('reviewsAdmin.hide')}
          </Button>
        )}
      </Flex>
      <Flex gap={8} style={{ marginTop: 12 }} align="start" wrap>
        <Input.TextArea aria-label={t('reviewsAdmin.answer')} placeholder={t('reviewsAdmin.answerPlaceholder')} value={draft} maxLength={2000} autoSize={{ minRows: 1, maxRows: 6 }} onChange={(e) => setDraft(e.target.value)} style={{ flex: '1 1 240px' }} />
        <Button loading={answering} onClick={() => run(() => answer({ id: review.bookingId, answer: draft }).unwrap(), t('reviewsAdmin.answeredToast'))}>
          {t('reviewsAdmin.saveAnswer')}
        </Button>
      </Flex>
    </Card>
  );
}

/** /admin/reviews: every review from a real stay, newest first, to publish, hide or answer. */
export default function ReviewsAdminPage() {
  const { t } = useTranslation('admin');
  const { data, isLoading } = useAdminReviewsQuery();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>{t('reviewsAdmin.title')}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('reviewsAdmin.intro')}</Typography.Paragraph>
      {!isLoading && (data ?? []).length === 0 && <Empty description={t('reviewsAdmin.empty')} />}
      {(data ?? []).map((review) => <ReviewCard key={review.bookingId} review={review} />)}
    </Space>
  );
}
