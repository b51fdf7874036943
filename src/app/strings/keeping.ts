// The strings of the keeping notice on home (screens/Keeping.tsx), in both languages: how this browser keeps
// the games, and the backup offer. They load with that notice, after home's first paint, not with the app.

/** Japanese. */
export const ja: Record<string, string> = {
  'keeping.homeScreen':
    'iPhone・iPadでは、7日間開かないとゲームが消えることがあります。帳場をホーム画面に追加して、そのアイコンから開いてください。',
  'keeping.how': '追加のしかた',
  'keeping.homeScreenHow': '共有ボタン {share}（見当たらなければ「…」の中）→「ホーム画面に追加」。',
  'keeping.homeScreenMove':
    'ここに保存したゲームはアイコンの帳場へは移りません。先にファイルに保存し、アイコンから開いた帳場の設定で読み込んでください。',
  'keeping.refused':
    'このブラウザは保存データを消すことがあります（プライベートウィンドウ、または保存が許可されていません）。ときどきゲームをファイルに保存してください。',
  'keeping.unanswered':
    'このブラウザは、ゲームを消さずに残すと約束していません。ときどきゲームをファイルに保存してください。',
  'keeping.where': '設定の「{label}」でも保存できます。',
  'keeping.backup':
    '終了したゲーム{n}件が、このスマホの中にしかありません。ファイルに保存しておきましょう（別のスマホへの引き継ぎでも）。',
  'keeping.save': 'ファイルに保存',
  'keeping.ok': 'わかりました',
  'keeping.later': 'あとで',
};

/** English. */
export const en: Record<string, string> = {
  'keeping.homeScreen':
    'On iPhone and iPad, games may be deleted after 7 days without a visit. Add Chōba to the Home Screen and open it from that icon.',
  'keeping.how': 'How to add it',
  'keeping.homeScreenHow': 'Tap Share {share} (or find it under “•••”), then “Add to Home Screen”.',
  'keeping.homeScreenMove':
    'Games saved here do not move to the icon: save them to a file first, then import the file in the Settings of the Chōba you open from the icon.',
  'keeping.refused':
    'This browser may clear its saved data (a private window, or storage not granted). Save your games to a file now and then.',
  'keeping.unanswered': 'This browser has not promised to keep your games. Save them to a file now and then.',
  'keeping.where': 'Settings → “{label}” does the same.',
  'keeping.backup':
    '{n} finished games are kept only on this phone. Save them to a file (or hand them over to another phone).',
  'keeping.backup#one':
    '1 finished game is kept only on this phone. Save it to a file (or hand it over to another phone).',
  'keeping.save': 'Save to a file',
  'keeping.ok': 'Got it',
  'keeping.later': 'Not now',
};
