import type { Decider } from '../../src/event-store/decider';
import { foldEvents } from '../../src/event-store/decider';
import { DomainError, DomainErrorKind } from '../../src/shared/domain-error';

/**
 * given(events).when(command).then(events) | .thenFails(kind, message): decider specs that read like
 * the rules they check, with no I/O.
 */
export function deciderSpec<State, Command, Event extends { type: string; data: object }>(
  decider: Decider<State, Command, Event>,
) {
  return {
    given: (...events: Event[]) => ({
      when: (command: Command) => {
        const state = foldEvents(decider, events);
        const run = () => decider.decide(command, state);
        return {
          then(expected: Event[]) {
            expect(run()).toEqual(expected);
          },
          thenFails(kind: DomainErrorKind, message?: string | RegExp) {
            let caught: unknown;
            try {
              run();
            } catch (error) {
              caught = error;
            }
            expect(caught).toBeInstanceOf(DomainError);
            expect((caught as DomainError).kind).toBe(kind);
            if (message !== undefined) expect((caught as DomainError).message).toMatch(message);
          },
          /** The state after the decided events, for checks on evolve. */
          state: () => foldEvents({ initialState: state, evolve: decider.evolve }, run()),
        };
      },
    }),
  };
}
