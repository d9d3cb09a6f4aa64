// The one clock: code that depends on the time takes it from here, so tests move time instead of
// waiting (a fake clock is any object with `now()`).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
