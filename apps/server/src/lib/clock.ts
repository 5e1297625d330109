// The one source of "now" for services, so tests can control time.
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export const isoNow = (clock: Clock): string => clock.now().toISOString();
