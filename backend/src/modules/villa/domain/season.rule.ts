import { nightsBetween, overlappingSeasons, parseVillaDate } from '@baan-talay/pricing';
import { DomainError } from '../../../shared/domain-error';
import type { AddSeason, RemoveSeason, UpdateSeason } from './villa.commands';
import type { VillaEvent } from './villa.events';
import { assertNumber, invalid } from './villa.rules';
import { MAX_SEASONS, SeasonDto, Villa } from './villa.state';

const NAME_MAX = 100;
const PRICES = ['weekdayPrice', 'weekendPrice', 'weekdayDiscountedPrice', 'weekendDiscountedPrice'] as const;

/** A season as the villa keeps it: names in both languages, `[from, to)`, whole prices, a minimum or none. */
function assertSeason(season: SeasonDto): void {
  for (const language of ['th', 'en'] as const) {
    const name = season.name?.[language];
    if (typeof name !== 'string' || !name.trim()) throw invalid('villa.fieldRequired', `name.${language}: This field is required`, { field: `name.${language}` });
    if (name.length > NAME_MAX) throw invalid('villa.textTooLong', `name must be at most ${NAME_MAX} characters`, { field: 'name', max: NAME_MAX });
  }
  for (const field of ['from', 'to'] as const) {
    if (parseVillaDate(season[field]) === null) throw invalid('villa.seasonDate', `${field} must be a date (YYYY-MM-DD)`, { field });
  }
  if (nightsBetween(season.from, season.to) <= 0) throw invalid('villa.seasonEmpty', 'A season ends after it starts');
  for (const field of PRICES) assertNumber(field, season[field]);
  if (season.minNights !== null) assertNumber('minNights', season.minNights);
}

function assertNoOverlap(seasons: SeasonDto[]): void {
  const pair = overlappingSeasons(seasons);
  if (!pair) return;
  const [a, b] = pair;
  throw new DomainError('conflict', `The seasons ${a.name.en} and ${b.name.en} would share nights`, {
    code: 'villa.seasonsOverlap',
    params: { first: a.name.en, firstTh: a.name.th, second: b.name.en, secondTh: b.name.th },
  });
}

const trimmed = (season: SeasonDto): SeasonDto => ({ ...season, name: { th: season.name.th.trim(), en: season.name.en.trim() } });

/** Seasons of the villa's prices (issue 16): added, changed or removed; never two on one night. */
export function decideSeason(command: AddSeason | UpdateSeason | RemoveSeason, villa: Villa): VillaEvent[] {
  const seasons = villa.seasons ?? [];
  switch (command.type) {
    case 'AddSeason': {
      if (seasons.length >= MAX_SEASONS) throw invalid('villa.tooManySeasons', `At most ${MAX_SEASONS} seasons`, { max: MAX_SEASONS });
      assertSeason(command.data.season);
      const season = trimmed(command.data.season);
      assertNoOverlap([...seasons, season]);
      return [{ type: 'SeasonAdded', data: { season } }];
    }
    case 'UpdateSeason': {
      const current = seasons.find((s) => s.id === command.data.seasonId);
      if (!current) throw new DomainError('not_found', 'Season not found', { code: 'villa.seasonNotFound' });
      const next = { ...current, ...command.data.changes, id: current.id };
      assertSeason(next);
      const season = trimmed(next);
      assertNoOverlap(seasons.map((s) => (s.id === season.id ? season : s)));
      const changes = Object.fromEntries(
        Object.entries(season).filter(([key, value]) => key !== 'id' && JSON.stringify(current[key as keyof SeasonDto]) !== JSON.stringify(value)),
      );
      return Object.keys(changes).length ? [{ type: 'SeasonUpdated', data: { seasonId: current.id, changes } }] : [];
    }
    case 'RemoveSeason':
      if (!seasons.some((s) => s.id === command.data.seasonId)) throw new DomainError('not_found', 'Season not found', { code: 'villa.seasonNotFound' });
      return [{ type: 'SeasonRemoved', data: { seasonId: command.data.seasonId } }];
  }
}
