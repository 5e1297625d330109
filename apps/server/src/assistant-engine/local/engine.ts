// The local engine's entry points in one module, which assistant.ts imports on first use: the engine
// and its word data (chrono-node, the ru/en/fr lexicons and breakdown kinds) stay out of a server's
// memory until someone asks the assistant (docs/decisions/0015-lean-server.md).
export { localChat } from './chat.ts';
export { localDetectRecurring } from './detect-recurring.ts';
export { localGrouping, localRecommendation, recommendationReason } from './grouping.ts';
export { localParse } from './parse.ts';
export { localPriorities, workloadOf } from './priorities.ts';
