// The frame kit: what a tap draws in its own frame, what waits a frame, what waits until after the frame,
// and how the table says when all of it is drawn (docs/architecture.md, "A tap's frames"). One job a file.
export { afterNextFrame } from './after';
export { type EntryKey, useFresh } from './fresh';
export { drawsFrames } from './guard';
export { Later, useLater } from './later';
export { memo, shallowEqual, useStable } from './memo';
export { Stages, type StagesProps } from './Stages';
export { Settling, SettlingContext, useBehind, useSettling } from './settled';
