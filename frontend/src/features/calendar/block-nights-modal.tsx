import { BLOCK_REASONS, type BlockReason } from '@baan-talay/contracts';
import { addDays, nightsBetween } from '@baan-talay/pricing';
import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { useBlockNightsMutation, useToast, useFormatters } from '../admin-shared';

export interface NightRange {
  /** First night. */
  first: string;
  /** Last night (the block ends the morning after it). */
  last: string;
}

/** "Block these nights": the owner's stay, maintenance or anything else; refused when a booking holds any. */
export function BlockNightsModal({ range, onClose }: { range: NightRange | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState<BlockReason>('owner_stay');
  const [note, setNote] = useState('');
  const [block, state] = useBlockNightsMutation();
  const format = useFormatters();
  const toast = useToast();

  const submit = async () => {
    if (!range) return;
    const result = await block({ from: range.first, to: addDays(range.last, 1), reason, note: note.trim() || undefined });
    if (!('error' in result)) {
      toast.success(t('availability.blockedDone', { from: format.date(range.first), to: format.date(range.last) }));
      setNote('');
      onClose();
    }
  };

  return (
    <Modal
      open={range !== null}
      title={t('availability.blockTitle')}
      okText={t('availability.blockAction')}
      cancelText={t('common.close')}
      confirmLoading={state.isLoading}
      onOk={submit}
      onCancel={() => {
        state.reset();
        onClose();
      }}
      destroyOnHidden
    >
      {range && (
        <Typography.Paragraph>
          {t('availability.blockRange', { first: format.date(range.first), last: format.date(range.last), count: nightsBetween(range.first, range.last) + 1 })}
        </Typography.Paragraph>
      )}
      {state.error && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={errorMessage(state.error, t('availability.blockFailed'))} />}
      <Form layout="vertical">
        <Form.Item label={t('availability.reason')}>
          <Select
            aria-label={t('availability.reason')}
            value={reason}
            onChange={setReason}
            options={BLOCK_REASONS.map((value) => ({ value, label: t(`availability.reasons.${value}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('availability.note')}>
          <Input.TextArea aria-label={t('availability.note')} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
