import type { Decider } from '../../src/event-store/decider';
import { foldEvents } from '../../src/event-store/decider';
import { DomainError, DomainErrorKind, ErrorParams } from '../../src/shared/domain-error';

/**
 * given(events).when(command).then(events) | .thenFails(kind, code, params): decider specs that read like
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
          /** The rule that says no, by its kind and stable code (never its English message). */
          thenFails(kind: DomainErrorKind, code?: string, params?: ErrorParams) {
            let caught: unknown;
            try {
              run();
            } catch (error) {
              caught = error;
            }
            expect(caught).toBeInstanceOf(DomainError);
            expect((caught as DomainError).kind).toBe(kind);
            if (code !== undefined) expect((caught as DomainError).code).toBe(code);
            if (params !== undefined) expect((caught as DomainError).params).toEqual(params);
          },
          /** The state after the decided events, for checks on evolve. */
          state: () => foldEvents({ initialState: state, evolve: decider.evolve }, run()),
        };
      },
    }),
  };
}
