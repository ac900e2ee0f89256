import type { GuestReviewDto } from '@baan-talay/contracts';
import { Button, Card, Form, Input, Rate, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LinkButton } from '../../../components/link-button';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { LinkedPageGate, useBookingLinkToken } from '../../booking';
import { useGetGuestReviewQuery, useSubmitReviewMutation } from '../api/reviews-api';

interface ReviewForm {
  rating: number;
  comment: string;
}

/** /booking/:id/review: the stay's guest rates it once, after check-out, from the booking's link. */
export default function ReviewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('booking');
  const hasToken = useBookingLinkToken(id);
  const { data, error } = useGetGuestReviewQuery(id, { skip: !hasToken });
  return (
    <LinkedPageGate hasToken={hasToken} error={error} ready={!!data} loadFailed={t('stayReview.loadFailed')}>
      {() => data && <StayReview id={id} review={data} />}
    </LinkedPageGate>
  );
}

function StayReview({ id, review: data }: { id: string; review: GuestReviewDto }) {
  const { t } = useTranslation('booking');
  const toast = useToast();
  const [submit, { isLoading: sending }] = useSubmitReviewMutation();
  const home = <LinkButton key="home" to="/">{t('flow.backHome')}</LinkButton>;

  const send = async (values: ReviewForm) => {
    try {
      await submit({ id, rating: values.rating, comment: values.comment }).unwrap();
    } catch (failure) {
      toast.error({ title: errorMessage(failure, t('stayReview.sendFailed')) });
    }
  };

  if (data.review) {
    return (
      <Result
        status="success"
        title={<h1 className="flow-title">{t('stayReview.thanks')}</h1>}
        subTitle={data.review.status === 'published' ? t('stayReview.published') : t('stayReview.received')}
        extra={home}
      />
    );
  }
  if (!data.eligible) {
    return <Result status="info" title={<h1 className="flow-title">{t('stayReview.title')}</h1>} subTitle={t(`common:apiErrors.${data.reason}`, { checkOut: data.checkOut })} extra={home} />;
  }
  return (
    <Card style={{ maxWidth: 640, margin: '32px auto' }}>
      <Typography.Title level={1} className="flow-title">{t('stayReview.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('stayReview.intro')}</Typography.Paragraph>
      <Form<ReviewForm> layout="vertical" onFinish={send} requiredMark={false}>
        <Form.Item name="rating" label={t('stayReview.rating')} rules={[{ required: true, message: t('common:apiErrors.review.ratingInvalid') }]}>
          <Rate aria-label={t('stayReview.rating')} />
        </Form.Item>
        <Form.Item
          name="comment"
          label={t('stayReview.comment')}
          rules={[{ required: true, whitespace: true, min: 10, max: 2000, message: t('common:apiErrors.review.commentLength') }]}
        >
          <Input.TextArea rows={5} showCount maxLength={2000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>{t('stayReview.send')}</Button>
      </Form>
    </Card>
  );
}
