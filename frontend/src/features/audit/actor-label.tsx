import type { ActorDto } from '@baan-talay/contracts';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ActorDto['kind'], string> = { admin: 'geekblue', guest: 'cyan', system: 'default' };

/**
 * Who did it: the admin by name (their e-mail in a tooltip and for screen readers), the guest, or
 * the system. Someone signing up on the admin register page is not yet an admin (the actor is a
 * visitor carrying the new account's e-mail): shown as that account signing itself up.
 */
export function ActorLabel({ actor }: { actor: ActorDto }) {
  const { t } = useTranslation('admin');
  if (actor.kind === 'admin' && actor.name) {
    const tag = (
      <Tag color={COLORS.admin} aria-label={actor.email ? `${actor.name} (${actor.email})` : actor.name}>
        {actor.name}
      </Tag>
    );
    return actor.email ? <Tooltip title={actor.email}>{tag}</Tooltip> : tag;
  }
  const who =
    actor.kind === 'admin'
      ? actor.email ?? actor.id ?? t('audit.actors.admin')
      : actor.kind === 'guest' && actor.email
        ? t('audit.actors.selfRegistered', { email: actor.email })
        : t(`audit.actors.${actor.kind}`);
  return <Tag color={COLORS[actor.kind]}>{who}</Tag>;
}
