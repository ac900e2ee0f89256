import type { RoomDto } from '@baan-talay/contracts';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Modal, Row, Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ROOM_IMAGES, ROOM_IMAGES_PER_UPLOAD, useCreateRoomMutation, useUpdateRoomMutation, type RoomInput, useToast } from '../admin-shared';
import { IMAGE_ACCEPT, isTooLarge } from './image-files';
import { RoomImages } from './room-images';

interface Props {
  /** The room to edit, or null to add one. */
  room: RoomDto | null;
  open: boolean;
  onClose: () => void;
}

type RoomForm = Pick<RoomInput, 'name' | 'description'>;

/** Add or edit a room: name and description in both languages, pictures added or removed. */
export function RoomModal({ room, open, onClose }: Props) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [form] = Form.useForm<RoomForm>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [kept, setKept] = useState<string[]>(room?.images ?? []);
  useEffect(() => {
    if (open) setKept(room?.images ?? []);
  }, [open, room]);
  const [createRoom, creating] = useCreateRoomMutation();
  const [updateRoom, updating] = useUpdateRoomMutation();

  const pick = (file: File) => {
    if (isTooLarge(file)) {
      toast.error(undefined, t('slides.tooLarge', { name: file.name }));
      return Upload.LIST_IGNORE;
    }
    return false;
  };

  const submit = async (values: RoomForm) => {
    const images = files.map((file) => file.originFileObj).filter((file): file is NonNullable<typeof file> => Boolean(file));
    if (images.length > ROOM_IMAGES_PER_UPLOAD || kept.length + images.length > MAX_ROOM_IMAGES) {
      toast.error(undefined, t('rooms.tooManyImages', { perUpload: ROOM_IMAGES_PER_UPLOAD, max: MAX_ROOM_IMAGES }));
      return;
    }
    try {
      // Only a change of pictures sends the list to keep; otherwise the room keeps them all.
      const keep = room && kept.length !== room.images.length ? kept : undefined;
      if (room) await updateRoom({ id: room.id, ...values, images, keep }).unwrap();
      else await createRoom({ ...values, images }).unwrap();
      toast.success(room ? t('rooms.updated') : t('rooms.added'));
      onClose();
    } catch (error) {
      toast.error(error, t('errors.updateVilla'));
    }
  };

  return (
    <Modal
      open={open}
      title={room ? t('rooms.editTitle') : t('rooms.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.close')}
      okButtonProps={{ loading: creating.isLoading || updating.isLoading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => setFiles([])}
      width={720}
      destroyOnHidden
    >
      <Form<RoomForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={room ? { name: room.name, description: room.description } : { name: { th: '', en: '' }, description: { th: '', en: '' } }}
      >
        <Row gutter={16}>
          {(['th', 'en'] as const).map((language) => (
            <Col key={language} xs={24} md={12}>
              <Form.Item
                name={['name', language]}
                label={`${t('rooms.name')} (${language.toUpperCase()})`}
                rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
              >
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name={['description', language]} label={`${t('rooms.description')} (${language.toUpperCase()})`}>
                <Input.TextArea rows={4} maxLength={2000} showCount />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <RoomImages urls={kept} alt={room ? room.name.en || room.name.th : ''} onRemove={(url) => setKept((current) => current.filter((item) => item !== url))} />
        <Form.Item label={room ? t('rooms.addImages') : t('rooms.images')} extra={t('rooms.imagesHint')}>
          <Upload
            multiple
            accept={IMAGE_ACCEPT}
            listType="picture"
            beforeUpload={pick}
            fileList={files}
            onChange={({ fileList }) => setFiles(fileList)}
          >
            <Button icon={<UploadOutlined />}>{t('rooms.chooseImages')}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
