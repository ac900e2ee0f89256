import { normalisePassportNumber, PASSPORT_NUMBER } from '@baan-talay/contracts';
import { Button, Card, Col, Form, Input, Radio, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { nationalityOptions } from '../countries';

/** One foreign guest's fields, as the TM30 form asks them; `name` is the guest's index in the list. */
export function Tm30GuestFields({ name, index, remove, stay }: { name: number; index: number; remove: () => void; stay: { checkIn: string; checkOut: string } }) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'th';
  const options = useMemo(() => nationalityOptions(language), [language]);
  const required = { required: true, whitespace: true, message: t('tm30Guests.required') };
  const date = (label: string, field: string, bounds: { min?: string; max?: string } = {}) => (
    <Col xs={24} sm={8}>
      <Form.Item name={[name, field]} label={label} rules={[required]}>
        <Input type="date" min={bounds.min} max={bounds.max} />
      </Form.Item>
    </Col>
  );
  return (
    <Card size="small" title={t('tm30Guests.guest', { n: index + 1 })} extra={<Button type="link" danger onClick={remove}>{t('tm30Guests.remove')}</Button>} style={{ marginBottom: 16 }}>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item name={[name, 'firstName']} label={t('tm30Guests.firstName')} rules={[required]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name={[name, 'middleName']} label={t('tm30Guests.middleName')}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name={[name, 'lastName']} label={t('tm30Guests.lastName')} rules={[required]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={[name, 'nationality']} label={t('tm30Guests.nationality')} rules={[{ required: true, message: t('tm30Guests.required') }]}>
            <Select showSearch optionFilterProp="label" options={options} placeholder={t('tm30Guests.nationalityPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name={[name, 'passportNumber']}
            label={t('tm30Guests.passportNumber')}
            rules={[required, { validator: async (_, value: string | undefined) => { if (value && !PASSPORT_NUMBER.test(normalisePassportNumber(value))) throw new Error(t('tm30Guests.passportShape')); } }]}
          >
            <Input autoComplete="off" style={{ textTransform: 'uppercase' }} />
          </Form.Item>
        </Col>
        {date(t('tm30Guests.dateOfBirth'), 'dateOfBirth', { max: stay.checkIn })}
        <Col xs={24} sm={16}>
          <Form.Item name={[name, 'sex']} label={t('tm30Guests.sex')} rules={[{ required: true, message: t('tm30Guests.required') }]}>
            <Radio.Group options={[{ value: 'M', label: t('tm30Guests.male') }, { value: 'F', label: t('tm30Guests.female') }]} />
          </Form.Item>
        </Col>
        {date(t('tm30Guests.arrivalDate'), 'arrivalDate', { min: stay.checkIn, max: stay.checkOut })}
        {date(t('tm30Guests.departureDate'), 'departureDate', { min: stay.checkIn, max: stay.checkOut })}
      </Row>
    </Card>
  );
}
