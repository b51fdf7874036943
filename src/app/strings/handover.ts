// The strings of the hand-over screens (QR codes out, camera in), in both languages. They load with those
// screens, not with the app: the first load stays within its budget. The entry points (Home, the final
// actions) use the few `handover.` keys of the shell tables in ja.ts and en.ts.

/** Japanese. */
export const ja: Record<string, string> = {
  'handover.send.title': '引き継ぎ: {game}',
  'handover.send.help':
    'もう一台のスマホで帳場を開き「{button}」を押して、カメラをこの画面から30cmほどに向けてください。',
  'handover.send.preparing': 'コードを用意しています…',
  'handover.send.part': 'コード {k} / {n}',
  'handover.code': 'ゲームのQRコード（{k} / {n}）',
  'handover.send.playing': 'この先は受け取ったスマホで続けてください。ここで入力した分は引き継がれません。',
  'handover.send.gotIt': '相手のスマホに届きました',
  'handover.send.back': '戻る',
  'handover.send.done': '引き継ぎました。このスマホの記録は「引き継ぎ済み」として残ります。',
  'handover.send.keep': 'この記録を残す',
  'handover.send.remove': 'このスマホから削除',
  'handover.send.toGame': 'ゲームに戻る',
  'handover.send.failed':
    'このスマホではコードを作れませんでした。ファイルで渡してください: 設定で書き出し、相手のスマホで読み込みます。',
  'handover.receive.title': 'ゲームを受け取る',
  'handover.receive.help':
    '相手のスマホのコードにカメラを30cmほどから向けてください。どの順番で読んでもかまいません。',
  'handover.receive.starting': 'カメラを起動しています…',
  'handover.receive.looking': 'コードを探しています…',
  'handover.receive.progress': '{have} / {total} 読み取り済み',
  'handover.receive.importing': 'ゲームを確認して保存しています…',
  'handover.receive.video': 'カメラの映像',
  'handover.receive.got': '受け取りました: {game}（{result}）',
  'handover.receive.won': '勝者 {winners}',
  'handover.receive.next': '次のスマホのコードもそのまま読めます。',
  'handover.receive.already': 'このスマホに既にあります: {game}。何も変更していません。',
  'handover.receive.open': 'ゲームを開く',
  'handover.receive.count': 'ここで受け取ったゲーム: {n}件',
  'handover.receive.done': 'ゲーム一覧へ',
  'handover.receive.newer':
    '{game}の新しい記録です(入力: このスマホ{here}件、読み取った記録{there}件)。更新しても何も失われません。',
  'handover.receive.update': 'このスマホの記録を更新',
  'handover.receive.busy':
    'このゲームは開かれています(このタブか別のタブ)。ゲームを閉じてから、もう一度「このスマホの記録を更新」を押してください。',
  'handover.receive.unsaved':
    'このスマホに更新を保存できませんでした(空き容量が足りないのかもしれません)。何も変更していません。容量を空けてから、もう一度「このスマホの記録を更新」を押してください。',
  'handover.receive.moved':
    'その間にこのスマホのゲームが変わりました。何も変更していません。もう一度コードにカメラを向けてください。',
  'handover.receive.updated': '更新しました: {game}(入力{n}件)',
  'handover.receive.older':
    'このスマホの{game}の方が先まで進んでいます(入力: このスマホ{here}件、読み取った記録{there}件)。このスマホの記録をそのまま残します。',
  'handover.receive.copy':
    '読み取った{game}はこのスマホの記録と食い違っています。両方を残し、一覧では別のゲームになります。',
  'handover.receive.also': '別のゲームのコードも見えています: {have} / {total} 読み取り済み',
  'handover.receive.stuck': 'コード {k} / {n} が{times}回続けて正しく読めませんでした。',
  'handover.receive.orFile': 'またはファイルで渡す（設定）',
  'handover.receive.skip': '飛ばして次の周を待つ',
  'handover.receive.skipped': 'コード {k} / {n} がもう一度表示されるのを待っています。',
  'handover.receive.noCamera':
    'このスマホではカメラを使えません（カメラがないか、ページがHTTPSで開かれていません）。ファイルで渡してください: 相手のスマホで書き出し、このスマホで読み込みます。',
  'handover.receive.refused':
    'カメラの使用が許可されませんでした。ブラウザの設定で許可するか、ファイルで渡してください: 相手のスマホで書き出し、このスマホで読み込みます。',
  'handover.receive.toFiles': 'ファイルの書き出し・読み込み（設定）',
  'handover.receive.retry': 'もう一度カメラを試す',
  'handover.aim.find': 'コードを枠の中に入れてください。',
  'handover.aim.closer': 'コードが小さすぎます。カメラをもう少し近づけてください。',
  'handover.aim.farther': 'コードがはみ出しています。カメラを少し離してください。',
  'handover.aim.flatter': '斜めに見えています。2台のスマホを平行にしてください。',
  'handover.aim.glare': '光が反射しています。照明が映り込まない向きに傾けてください。',
  'handover.err.foreign': 'これは帳場のコードではありません。',
  'handover.err.newer': 'このコードは新しい版の帳場で作られています。このスマホの帳場を更新してください。',
  'handover.err.corrupt': 'コードを正しく読めませんでした。そのままカメラを向けてください。',
  'handover.err.unreadable':
    'このスマホのブラウザではこのコードを読めません。ファイルで渡してください: 相手のスマホで書き出し、このスマホで読み込みます。',
  'handover.err.save':
    'このスマホにゲームを保存できませんでした（空き容量が足りないのかもしれません）。容量を空けてから、もう一度コードにカメラを向けてください。',
};

/** English. */
export const en: Record<string, string> = {
  'handover.send.title': 'Hand over: {game}',
  'handover.send.help':
    'On the other phone, open Chōba, tap “{button}” and point its camera at this screen from about 30 cm.',
  'handover.send.preparing': 'Preparing the codes…',
  'handover.send.part': 'Code {k} of {n}',
  'handover.code': 'QR code of the game ({k} of {n})',
  'handover.send.playing':
    'Go on with the game on the phone that receives it: entries made here from now on are not handed over.',
  'handover.send.gotIt': 'The other phone has it',
  'handover.send.back': 'Back',
  'handover.send.done': 'Handed over. This phone keeps its copy, marked “handed over”.',
  'handover.send.keep': 'Keep this copy',
  'handover.send.remove': 'Remove it from this phone',
  'handover.send.toGame': 'Back to the game',
  'handover.send.failed':
    'This phone could not make the codes. Hand the game over as a file instead: export it in Settings, then import it on the other phone.',
  'handover.receive.title': 'Receive a game',
  'handover.receive.help':
    'Point the camera at the codes on the other phone, from about 30 cm. They can be read in any order.',
  'handover.receive.starting': 'Opening the camera…',
  'handover.receive.looking': 'Looking for a code…',
  'handover.receive.progress': '{have} of {total} codes read',
  'handover.receive.importing': 'Checking and saving the game…',
  'handover.receive.video': 'Camera view',
  'handover.receive.got': 'Received: {game} ({result})',
  'handover.receive.won': 'won by {winners}',
  'handover.receive.next': 'The next phone’s codes can be read right away.',
  'handover.receive.already': 'Already on this phone: {game}. Nothing was changed.',
  'handover.receive.open': 'Open the game',
  'handover.receive.count': 'Games received here: {n}',
  'handover.receive.done': 'To the saved games',
  'handover.receive.newer':
    'A newer copy of {game}: {there} entries (this phone: {here}). Updating loses nothing.',
  'handover.receive.update': 'Update it',
  'handover.receive.busy':
    'This game is open (here or in another tab): leave it, then tap “Update it” again.',
  'handover.receive.unsaved':
    'The update could not be saved on this phone (its storage may be full). Nothing was changed: free some space, then tap “Update it” again.',
  'handover.receive.moved':
    'The game on this phone changed meanwhile: nothing was changed. Point the camera at the codes again.',
  'handover.receive.updated': 'Updated: {game} (entries: {n}).',
  'handover.receive.older':
    'This phone’s copy of {game} is further along (entries: {here} on this phone, {there} in the copy read): it is kept as it is.',
  'handover.receive.copy':
    'The copy of {game} read differs from this phone’s: both are kept, as two games in the list.',
  'handover.receive.also': 'Codes of another game are in view too: {have} of {total} read.',
  'handover.receive.stuck': 'Code {k} of {n} failed its check {times} times running.',
  'handover.receive.orFile': 'Or use a file instead (Settings)',
  'handover.receive.skip': 'Skip it, wait for the next round',
  'handover.receive.skipped': 'Waiting for code {k} of {n} to come round again.',
  'handover.receive.noCamera':
    'The camera cannot be used here (no camera, or the page is not served over HTTPS). Hand the game over as a file: export it on the other phone, import it here.',
  'handover.receive.refused':
    'The camera was not allowed. Allow it in the browser’s settings, or hand the game over as a file: export it on the other phone, import it here.',
  'handover.receive.toFiles': 'Export and import files (Settings)',
  'handover.receive.retry': 'Try the camera again',
  'handover.aim.find': 'Fit the code inside the frame.',
  'handover.aim.closer': 'The code is too small: bring the camera a little closer.',
  'handover.aim.farther': 'The code runs off the edge: move the camera back a little.',
  'handover.aim.flatter': 'The code is seen at a slant: hold the two phones parallel.',
  'handover.aim.glare': 'A light is reflected on the code: tilt it away from the light.',
  'handover.err.foreign': 'This code is not from Chōba.',
  'handover.err.newer': 'This code was made by a newer Chōba: update Chōba on this phone first.',
  'handover.err.corrupt': 'A code was misread. Keep the camera on the codes.',
  'handover.err.unreadable':
    'This phone’s browser cannot read these codes. Hand the game over as a file: export it on the other phone, import it here.',
  'handover.err.save':
    'The game could not be saved on this phone (its storage may be full). Free some space, then point the camera at the codes again.',
};
