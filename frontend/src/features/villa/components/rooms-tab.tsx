import { VillaPicture } from '../../../components/villa-picture';
import { useTranslation } from 'react-i18next';
import { SkeletonLines } from '../../../components/skeleton-lines';
import { pickLocalized } from '../../../lib/localized';
import { useGetRoomsQuery } from '../api/villa-api';

/** Room cards with the first photo and a '+N more' badge (SPEC §2). */
export function RoomsTab() {
  const { t, i18n } = useTranslation('villa');
  const language = i18n.resolvedLanguage ?? 'th';
  const { data: rooms, isLoading, isError } = useGetRoomsQuery();
  if (isLoading) {
    return (
      <>
        <p>{t('rooms.loading')}</p>
        <SkeletonLines label={t('rooms.loading')} />
      </>
    );
  }
  if (isError || !rooms) return <p role="alert" className="rooms-error">{t('rooms.error')}</p>;
  if (rooms.length === 0) return <p>{t('rooms.empty')}</p>;
  return (
    <ul className="room-grid">
      {rooms.map((room) => {
        const name = pickLocalized(room.name, language);
        const [first, ...others] = room.images;
        return (
          <li key={room.id} className="room-card">
            <div className="room-card__media">
              {first ? <VillaPicture src={first} sizes="(min-width: 960px) 30vw, 100vw" alt={t('rooms.imageAlt', { name })} loading="lazy" /> : <div className="room-card__placeholder" />}
              {others.length > 0 && <span className="room-card__more">{t('rooms.moreImages', { count: others.length })}</span>}
            </div>
            <h3 className="room-card__name">{name}</h3>
            <p className="room-card__description">{pickLocalized(room.description, language)}</p>
          </li>
        );
      })}
    </ul>
  );
}
