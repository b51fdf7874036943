// The strings of the waiting-entries notice on home (screens/Owed.tsx), in both languages; they load with
// that notice, which only a session owing writes shows, not with the app.

/** Japanese. */
export const ja: Record<string, string> = {
  'owed.line': '{game}({players}):{n}件の入力がまだ保存されていません。このページを閉じないでください。',
  'owed.retry': 'もう一度保存する',
  'owed.file': 'ファイルに保存',
  'owed.open': 'ゲームを開く',
};

/** English. */
export const en: Record<string, string> = {
  'owed.line': '{game} ({players}): {n} entries are not saved yet. Do not close this page.',
  'owed.line#one': '{game} ({players}): 1 entry is not saved yet. Do not close this page.',
  'owed.retry': 'Try saving again',
  'owed.file': 'Save to a file',
  'owed.open': 'Open the game',
};
