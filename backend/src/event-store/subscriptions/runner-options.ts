import { type Clock, systemClock } from '../../shared/clock';

export interface RunnerOptions {
  /** Events per transaction of a projection or reactor. */
  batchSize: number;
  /** Tries of one failing event before it is parked (and its handler goes on). */
  retryAttempts: number;
  /** First retry delay; doubles each time. */
  retryBaseDelayMs: number;
  /** How often a non-leader tries to take the leader lock. */
  leaderRetryMs: number;
  /** How often waitFor reads the checkpoint table when another instance runs the handler. */
  waitForPollMs: number;
  /** How long waitFor waits when its caller names no time (READ_YOUR_WRITES_TIMEOUT_MS). */
  waitForTimeoutMs: number;
  /** Longest delay before the checkpoint of a handler that only saw events it ignores is saved. */
  idleCheckpointMs: number;
  /**
   * How long a handler at the head of the log waits after a commit before it reads again, so the
   * events of that time commit together: under a stream of creates each handler then commits once
   * per linger instead of once per event. A `waitFor` on the handler (read-your-writes) ends the wait.
   */
  lingerMs: number;
  /** Sets the idle-checkpoint timers (tests move a clock of their own). */
  clock: Clock;
}

export const DEFAULT_RUNNER_OPTIONS: RunnerOptions = {
  batchSize: 500,
  retryAttempts: 5,
  retryBaseDelayMs: 200,
  leaderRetryMs: 2000,
  waitForPollMs: 100,
  waitForTimeoutMs: 5000,
  idleCheckpointMs: 1000,
  lingerMs: 50,
  clock: systemClock,
};

/** A Partial<RunnerOptions> over DEFAULT_RUNNER_OPTIONS (tests override this provider). */
export const RUNNER_OPTIONS = Symbol('RUNNER_OPTIONS');

/** Session advisory lock key held by the instance that runs subscriptions (and by a rebuild). */
export const LEADER_LOCK_KEY = 7214002;
/** NOTIFY channel asking the leader to step down for a while (used by projections:rebuild). */
export const LEADER_YIELD_CHANNEL = 'es_leader_yield';
