/** The time, as the application sees it: tests and the simulator pass a clock of their own. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
