import { promptPayDigits, type AdminVillaDto } from '@baan-talay/contracts';
import { Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from './hooks/use-unsaved-changes';
import { useDeletePromptPayQrMutation, useUploadPromptPayQrMutation } from '../admin-shared';
import { useVillaSave } from './hooks/use-villa-save';
import { ImageSetting } from './image-setting';

/** A phone (10 digits), tax id (13) or e-wallet id (15), spaces and dashes allowed: what PromptPay takes. */

/**
 * PromptPay: an id (the guest's QR is then made for the exact amount) or an uploaded QR image.
 * The id wins when both exist, since its QR carries the amount.
 */
export function PaymentSettings({ villa }: { villa: AdminVillaDto }) {
  const { t } = useTranslation('admin');
  const unsaved = useUnsavedChanges();
  const { save, isLoading } = useVillaSave();
  const [uploadQr] = useUploadPromptPayQrMutation();
  const [deleteQr] = useDeletePromptPayQrMutation();

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('payment.promptPayId')}>
          <Typography.Paragraph type="secondary">{t('payment.promptPayIdHint')}</Typography.Paragraph>
          <Form<{ promptPayId: string }>
            layout="vertical"
            initialValues={{ promptPayId: villa.promptPayId ?? '' }}
            onFinish={({ promptPayId }) => save({ promptPayId: promptPayDigits(promptPayId) })}
            onValuesChange={unsaved.onValuesChange}
          >
            {unsaved.holder}
            <Form.Item
              name="promptPayId"
              label={t('payment.promptPayId')}
              rules={[
                {
                  validator: (_rule, value?: string) => {
                    const blank = /^[\s-]*$/.test(value ?? '');
                    return blank || promptPayDigits(value ?? '') ? Promise.resolve() : Promise.reject(new Error(t('payment.promptPayIdInvalid')));
                  },
                },
              ]}
            >
              <Input inputMode="numeric" allowClear />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={isLoading}>
              {t('common.save')}
            </Button>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <ImageSetting
          title={t('payment.qrImage')}
          alt={t('payment.qrImage')}
          url={villa.promptPayQrImage}
          onUpload={(file) => uploadQr(file).unwrap()}
          onRemove={() => deleteQr().unwrap()}
        />
      </Col>
    </Row>
  );
}
