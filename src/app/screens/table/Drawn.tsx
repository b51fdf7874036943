// The game's own screen as the table draws it: a frame after the answer line, and only when what it shows
// changed (the table draws again for every tap, with new closures each time).
import type { ComponentType } from 'preact';
import type { GameScreenProps } from '../../../games/types';
import { memo } from '../../../ui/frames';

/** Props of `DrawnScreen`: the game's screen component and its props (handlers stable: `useStable`). */
export type DrawnScreenProps = GameScreenProps & { Screen: ComponentType<GameScreenProps> };

/** The game's screen, skipped by a render of the table in which none of its props changed. */
export const DrawnScreen = memo(function DrawnScreen({ Screen, ...props }: DrawnScreenProps) {
  return <Screen {...props} />;
});
