import type { AdminVillaDto, SeasonDto } from '@baan-talay/contracts';
import { addDays, todayInBangkok } from '@baan-talay/pricing';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Modal, Popconfirm, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { useAddSeasonMutation, useRemoveSeasonMutation, useUpdateSeasonMutation, type SeasonInput, useToast, formatMoney } from '../admin-shared';
import { SeasonPreview } from './season-preview';

interface SeasonForm {
  nameTh: string;
  nameEn: string;
  nights: [Dayjs, Dayjs];
  weekdayPrice: number;
  weekendPrice: number;
  weekdayDiscountedPrice?: number | null;
  weekendDiscountedPrice?: number | null;
  minNights?: number | null;
}

const toInput = (form: SeasonForm): SeasonInput => ({
  name: { th: form.nameTh, en: form.nameEn },
  from: form.nights[0].format('YYYY-MM-DD'),
  // The form picks the last night; a season runs up to the morning after it.
  to: addDays(form.nights[1].format('YYYY-MM-DD'), 1),
  weekdayPrice: form.weekdayPrice,
  weekendPrice: form.weekendPrice,
  weekdayDiscountedPrice: form.weekdayDiscountedPrice ?? 0,
  weekendDiscountedPrice: form.weekendDiscountedPrice ?? 0,
  minNights: form.minNights ?? null,
});

const toForm = (season: SeasonDto): SeasonForm => ({
  nameTh: season.name.th,
  nameEn: season.name.en,
  nights: [dayjs(season.from), dayjs(addDays(season.to, -1))],
  weekdayPrice: season.weekdayPrice,
  weekendPrice: season.weekendPrice,
  weekdayDiscountedPrice: season.weekdayDiscountedPrice || null,
  weekendDiscountedPrice: season.weekendDiscountedPrice || null,
  minNights: season.minNights,
});

/** Seasons of the villa's prices, each editable, with a month of nightly prices to check them against. */
export function SeasonsManager({ villa }: { villa: AdminVillaDto }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'th';
  const [editing, setEditing] = useState<SeasonDto | 'new' | null>(null);
  const [month, setMonth] = useState<Dayjs>(() => dayjs(todayInBangkok(new Date())));
  const [removeSeason] = useRemoveSeasonMutation();
  const toast = useToast();
  const remove = async (season: SeasonDto) => {
    const result = await removeSeason(season.id);
    if ('error' in result) toast.error(result.error, t('availability.seasonSaveFailed'));
    else toast.success(t('availability.seasonRemoved', { name: season.name[language] || season.name.en }));
  };
  const seasons = villa.seasons ?? [];
  const first = month.startOf('month').format('YYYY-MM-DD');

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('availability.seasonsHelp')}</Typography.Paragraph>
      <Table<SeasonDto>
        rowKey="id"
        pagination={false}
        // Five columns of Thai headings are wider than a phone: the table scrolls, not the page.
        scroll={{ x: 'max-content' }}
        dataSource={seasons}
        locale={{ emptyText: t('availability.noSeasons') }}
        columns={[
          { title: t('availability.seasons'), render: (_, s) => s.name[language] || s.name.en },
          { title: t('availability.seasonDates'), render: (_, s) => `${s.from} – ${addDays(s.to, -1)}` },
          { title: t('availability.weekdayPrice'), render: (_, s) => formatMoney(s.weekdayPrice) },
          { title: t('availability.weekendPrice'), render: (_, s) => formatMoney(s.weekendPrice) },
          { title: t('availability.minNights'), render: (_, s) => s.minNights ?? '—' },
          {
            key: 'actions',
            render: (_, s) => (
              <Space>
                <Button size="small" onClick={() => setEditing(s)}>{t('common.edit')}</Button>
                <Popconfirm title={t('availability.removeSeason')} okText={t('common.delete')} cancelText={t('common.close')} onConfirm={() => remove(s)}>
                  <Button size="small" danger>{t('common.delete')}</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Button type="primary" onClick={() => setEditing('new')}>{t('availability.addSeason')}</Button>
      <div>
        <Space align="baseline">
          <Typography.Title level={5}>{t('availability.preview')}</Typography.Title>
          <DatePicker picker="month" allowClear={false} value={month} onChange={(value) => value && setMonth(value)} aria-label={t('availability.preview')} />
        </Space>
        <SeasonPreview villa={villa} first={first} next={month.add(1, 'month').startOf('month').format('YYYY-MM-DD')} language={language} />
      </div>
      <SeasonModal season={editing} onClose={() => setEditing(null)} />
    </Space>
  );
}

function SeasonModal({ season, onClose }: { season: SeasonDto | 'new' | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const [form] = Form.useForm<SeasonForm>();
  const [add, added] = useAddSeasonMutation();
  const [update, updated] = useUpdateSeasonMutation();
  const error = added.error ?? updated.error;

  const toast = useToast();

  const save = async () => {
    const values = toInput(await form.validateFields());
    const result = season === 'new' ? await add(values) : season ? await update({ id: season.id, changes: values }) : null;
    if (!result || 'error' in result) return;
    const name = (i18n.resolvedLanguage === 'en' ? values.name.en : values.name.th) || values.name.en || values.name.th;
    toast.success(t(season === 'new' ? 'availability.seasonAdded' : 'availability.seasonSaved', { name }));
    onClose();
  };

  return (
    <Modal
      open={season !== null}
      title={season === 'new' ? t('availability.addSeason') : t('availability.editSeason')}
      okText={t('common.save')}
      cancelText={t('common.close')}
      confirmLoading={added.isLoading || updated.isLoading}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(open) => {
        added.reset();
        updated.reset();
        if (open) form.setFieldsValue(season && season !== 'new' ? toForm(season) : { nameTh: '', nameEn: '' });
      }}
    >
      {error && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={errorMessage(error, t('availability.saveFailed'))} />}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="nameTh" label={t('availability.seasonNameTh')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('availability.seasonNameEn')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="nights" label={t('availability.seasonDates')} rules={[{ required: true }]}>
          <DatePicker.RangePicker style={{ width: '100%' }} />
        </Form.Item>
        <Space wrap>
          {(['weekdayPrice', 'weekendPrice'] as const).map((name) => (
            <Form.Item key={name} name={name} label={t(`availability.${name}`)} rules={[{ required: true }]}>
              <InputNumber min={0} precision={0} />
            </Form.Item>
          ))}
          {(['weekdayDiscountedPrice', 'weekendDiscountedPrice'] as const).map((name) => (
            <Form.Item key={name} name={name} label={t(`availability.${name}`)}>
              <InputNumber min={0} precision={0} />
            </Form.Item>
          ))}
          <Form.Item name="minNights" label={t('availability.minNights')}>
            <InputNumber min={1} max={365} precision={0} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
