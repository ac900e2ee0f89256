import { deciderSpec } from '../../../../test/support/decider-spec';
import type { VillaEvent } from './villa.events';
import { villaDecider } from './villa.decider';
import { defaultVilla } from './villa.defaults';

const { given } = deciderSpec(villaDecider);
const created: VillaEvent = { type: 'VillaCreated', data: { villa: defaultVilla() } };
const season = (id: string, from: string, to: string) => ({
  id,
  name: { th: `ฤดู ${id}`, en: `Season ${id}` },
  from,
  to,
  weekdayPrice: 8000,
  weekendPrice: 9000,
  weekdayDiscountedPrice: 0,
  weekendDiscountedPrice: 0,
  minNights: null,
});
const high = season('high', '2026-12-15', '2026-12-29');
const added: VillaEvent = { type: 'SeasonAdded', data: { season: high } };

describe('villa decider: seasons', () => {
  it('adds a season, and one back to back with it', () => {
    given(created).when({ type: 'AddSeason', data: { season: high } }).then([added]);
    const newYear = season('ny', '2026-12-29', '2027-01-02');
    const state = given(created, added).when({ type: 'AddSeason', data: { season: newYear } }).state();
    expect(state?.seasons?.map((s) => s.id)).toEqual(['high', 'ny']);
  });

  it('refuses overlapping seasons (also by an edit), empty ones, missing names and bad prices', () => {
    given(created, added).when({ type: 'AddSeason', data: { season: season('x', '2026-12-28', '2027-01-02') } }).thenFails('conflict', 'villa.seasonsOverlap');
    const other: VillaEvent = { type: 'SeasonAdded', data: { season: season('ny', '2026-12-29', '2027-01-02') } };
    given(created, added, other).when({ type: 'UpdateSeason', data: { seasonId: 'ny', changes: { from: '2026-12-20' } } }).thenFails('conflict', 'villa.seasonsOverlap');
    given(created).when({ type: 'AddSeason', data: { season: season('x', '2026-12-28', '2026-12-28') } }).thenFails('validation', 'villa.seasonEmpty');
    given(created).when({ type: 'AddSeason', data: { season: { ...high, name: { th: '', en: 'x' } } } }).thenFails('validation', 'villa.fieldRequired');
    given(created).when({ type: 'AddSeason', data: { season: { ...high, weekdayPrice: -1 } } }).thenFails('validation', 'villa.numberOutOfRange');
  });

  it('records only what an edit changes, and removes a season once', () => {
    given(created, added)
      .when({ type: 'UpdateSeason', data: { seasonId: 'high', changes: { weekdayPrice: 8000, minNights: 2 } } })
      .then([{ type: 'SeasonUpdated', data: { seasonId: 'high', changes: { minNights: 2 } } }]);
    given(created, added).when({ type: 'RemoveSeason', data: { seasonId: 'high' } }).then([{ type: 'SeasonRemoved', data: { seasonId: 'high' } }]);
    given(created).when({ type: 'RemoveSeason', data: { seasonId: 'high' } }).thenFails('not_found', 'villa.seasonNotFound');
  });
});
