/**
 * A pure aggregate: `decide` turns a command into events given the folded state, `evolve` folds one
 * event. Clock and ids arrive on the command; deciders never do I/O.
 */
export interface Decider<State, Command, Event extends { type: string; data: object }> {
  initialState: State;
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
}

/** Folds events onto the decider's initial state. */
export function foldEvents<State, Event extends { type: string; data: object }>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState);
}
