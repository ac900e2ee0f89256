import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A Form.List of cards the owner can add, remove and move up or down (manual sections, secrets). */
export function OrderedList({ name, addLabel, newItem, title, children }: {
  name: string;
  addLabel: string;
  newItem: object;
  title: (index: number) => string;
  children: (field: number) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Form.List name={name}>
      {(fields, { add, remove, move }) => (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {fields.map((field, index) => (
            <Card key={field.key} size="small" title={title(index)}
              extra={
                <Space size={4}>
                  <Button size="small" icon={<ArrowUpOutlined />} aria-label={t('guestPortal.moveUp')} disabled={index === 0} onClick={() => move(index, index - 1)} />
                  <Button size="small" icon={<ArrowDownOutlined />} aria-label={t('guestPortal.moveDown')} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} />
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('guestPortal.remove')} onClick={() => remove(field.name)} />
                </Space>
              }>
              {children(field.name)}
            </Card>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add(newItem)}>{addLabel}</Button>
        </Space>
      )}
    </Form.List>
  );
}
