import type { RoomDto } from '@baan-talay/contracts';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Col, Empty, Image, Popconfirm, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteRoomMutation, useToast } from '../admin-shared';
import { RoomModal } from './room-modal';

export function RoomsManager({ rooms }: { rooms: RoomDto[] }) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const [editing, setEditing] = useState<RoomDto | null | undefined>(undefined);
  const [deleteRoom] = useDeleteRoomMutation();
  const language = i18n.language?.startsWith('en') ? 'en' : 'th';
  // Villa content falls back to English when the current language has no text (SPEC §1).
  const text = (value: RoomDto['name']) => value[language] || value.en || value.th;

  const remove = async (room: RoomDto) => {
    try {
      await deleteRoom(room.id).unwrap();
      toast.success(t('rooms.removed'));
    } catch (error) {
      toast.error(error, t('errors.updateVilla'));
    }
  };

  return (
    <Card
      title={t('rooms.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('rooms.add')}
        </Button>
      }
    >
      {rooms.length === 0 && <Empty description={t('rooms.none')} />}
      <Row gutter={[16, 16]}>
        {rooms.map((room) => (
          <Col key={room.id} xs={24} md={12} xl={8}>
            <Card
              size="small"
              // Every card fills its column's height, so a row of rooms lines up whatever each text's length.
              style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              styles={{ body: { flex: 1 } }}
              data-testid="room-card"
              cover={
                room.images[0] ? (
                  <Badge count={room.images.length > 1 ? `+${room.images.length - 1}` : 0} offset={[-24, 16]}>
                    <Image src={room.images[0]} alt={text(room.name)} height={160} width="100%" style={{ objectFit: 'cover' }} />
                  </Badge>
                ) : undefined
              }
              actions={[
                <Button key="edit" type="text" icon={<EditOutlined />} onClick={() => setEditing(room)} aria-label={`${t('common.edit')} ${text(room.name)}`}>
                  {t('common.edit')}
                </Button>,
                <Popconfirm
                  key="delete"
                  title={t('rooms.removeConfirm', { name: text(room.name) })}
                  okText={t('common.delete')}
                  cancelText={t('common.close')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(room)}
                >
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t('common.delete')} ${text(room.name)}`}>
                    {t('common.delete')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <Card.Meta
                title={text(room.name)}
                description={<Typography.Paragraph ellipsis={{ rows: 3 }}>{text(room.description)}</Typography.Paragraph>}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <RoomModal room={editing ?? null} open={editing !== undefined} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
