/**
 * A pure aggregate: `decide` turns a command into events given the folded state, `evolve` folds one
 * event. Clock and ids arrive on the command; deciders never do I/O.
 */
export interface Decider<State, Command, Event extends { type: string; data: object }> {
  initialState: State;
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  /** Folds many events at once, as `evolve` one by one would: for states that copy in O(size) per event. */
  fold?(state: State, events: readonly Event[]): State;
}

/** Folds events onto the decider's initial state. */
export function foldEvents<State, Event extends { type: string; data: object }>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve' | 'fold'>,
  events: readonly Event[],
): State {
  if (decider.fold) return decider.fold(decider.initialState, events);
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState);
}
