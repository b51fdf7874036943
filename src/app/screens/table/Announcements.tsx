// What the app did by itself on the last entry (a trading post placed, a round paid out, a turn skipped),
// said in place of the control until the table has done the same on the board and taps once.
import type { Msg } from '../../../engine/types';
import type { Translate } from '../../../games/types';

/** Props: the messages of the last entry, and the acknowledgement. */
export interface AnnouncementsProps {
  messages: readonly Msg[];
  t: Translate;
  onDone: () => void;
}

/** The announcement card. */
export function Announcements({ messages, t, onDone }: AnnouncementsProps) {
  return (
    <section class="announce" aria-labelledby="announce-title">
      <h2 id="announce-title">{t('table.announce')}</h2>
      <ul role="status">
        {messages.map((m, i) => (
          <li key={i}>{t(m)}</li>
        ))}
      </ul>
      <button type="button" class="big-btn" data-control data-ack onClick={onDone}>
        {t('table.ack')}
      </button>
    </section>
  );
}
