// What the table would read, checked for words: every key of a message (its nested messages too) has a
// sentence in both languages, and every placeholder of the game's own sentence is filled by the message.
import { hasString } from '../../../app/i18n';
import type { GameStrings, Msg, MsgParam } from '../../../engine/types';

const isMsg = (value: MsgParam): value is Msg => typeof value === 'object' && 'key' in value;

/** What is wrong with the words of these messages (a key without a sentence, a placeholder left empty), or []. */
export function unsaid(messages: readonly Msg[], strings: GameStrings): string[] {
  const wrong: string[] = [];
  const visit = (msg: Msg) => {
    if (!hasString('en', msg.key) || !hasString('ja', msg.key)) wrong.push(`${msg.key}: no sentence`);
    for (const lang of [strings.ja, strings.en]) {
      for (const hole of (lang[msg.key] ?? '').matchAll(/\{(\w+)\}/g))
        if (!((hole[1] as string) in (msg.params ?? {}))) wrong.push(`${msg.key}: {${hole[1]}} left empty`);
    }
    for (const value of Object.values(msg.params ?? {})) if (isMsg(value)) visit(value);
  };
  messages.forEach(visit);
  return [...new Set(wrong)];
}
