import type { ActorDto } from '@baan-talay/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ActorDto['kind'], string> = { admin: 'geekblue', guest: 'cyan', system: 'default' };

/** Who did it: the admin's e-mail, or the guest or the system. */
export function ActorLabel({ actor }: { actor: ActorDto }) {
  const { t } = useTranslation('admin');
  const who = actor.kind === 'admin' ? actor.email ?? actor.id ?? t('audit.actors.admin') : t(`audit.actors.${actor.kind}`);
  return <Tag color={COLORS[actor.kind]}>{who}</Tag>;
}
