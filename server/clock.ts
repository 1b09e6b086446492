/**
 * The API's clock: real time, or a time a test set (startApi's `now`, the test surface's
 * testSetClock) that then runs on from there.
 */
export interface Clock {
  now(): Date;
  /** Sets the clock to `at`; null: back to the base clock. */
  set(at: Date | null): void;
  advance(ms: number): void;
}

export function createClock(base: () => Date = () => new Date()): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    set(at) {
      offsetMs = at === null ? 0 : at.getTime() - base().getTime();
    },
    advance(ms) {
      offsetMs += ms;
    },
  };
}
