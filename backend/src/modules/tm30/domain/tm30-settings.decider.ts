import type { Decider } from '../../../event-store/decider';
import { DomainError } from '../../../shared/domain-error';
import { DEFAULT_TM30_RETENTION_DAYS, TM30_RETENTION_BOUNDS, type Tm30Event } from './tm30.events';

export type Tm30SettingsCommand = { type: 'ChangeTm30Settings'; data: { retentionDays: number } };
export interface Tm30SettingsState {
  retentionDays: number;
}
type SettingsEvent = Extract<Tm30Event, { type: 'Tm30SettingsChanged' }>;

/** The owner's TM30 settings: how many days after check-out the details are kept. */
export const tm30SettingsDecider: Decider<Tm30SettingsState, Tm30SettingsCommand, SettingsEvent> = {
  initialState: { retentionDays: DEFAULT_TM30_RETENTION_DAYS },
  decide({ data: { retentionDays } }, state) {
    const [min, max] = TM30_RETENTION_BOUNDS;
    if (!Number.isInteger(retentionDays) || retentionDays < min || retentionDays > max) {
      throw new DomainError('validation', `Keep TM30 details ${min} to ${max} days`, { code: 'tm30.retentionOutOfRange', params: { min, max } });
    }
    return retentionDays === state.retentionDays ? [] : [{ type: 'Tm30SettingsChanged', data: { retentionDays } }];
  },
  evolve: (_state, event) => ({ retentionDays: event.data.retentionDays }),
};
