// The kernel in one import: its types, the record and its decoding, replay, the log, ranking. It knows no game:
// the headless entry point that replays any record with every game's rules is src/headless.ts.

export * from './decode';
export * from './log';
export * from './ranking';
export * from './record';
export * from './registry';
export * from './replay';
export * from './types';
export * from './violation';
