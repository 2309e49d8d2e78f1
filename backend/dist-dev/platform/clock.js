export const systemClock = { now: () => new Date() };
//# sourceMappingURL=clock.js.map