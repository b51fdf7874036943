// End-to-end tests drive the browsers Debian ships, never one downloaded by a test tool: Chromium, Firefox
// ESR (through WebDriver BiDi) and WebKitGTK's MiniBrowser (Safari's engine, through WebKitWebDriver, on a
// virtual X display), and measure Japanese text set in a real Japanese font (without one, every kanji is
// an empty box of another width). Installs what is missing with apt-get when we are root (one
// `apt-get update` first); otherwise explains.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Each Debian package and a file that shows it is installed. */
const NEEDED = [
  ['chromium', '/usr/bin/chromium'],
  ['fonts-noto-cjk', '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'],
  ['firefox-esr', '/usr/bin/firefox-esr'],
  ['webkit2gtk-driver', '/usr/bin/WebKitWebDriver'],
  ['xvfb', '/usr/bin/Xvfb'],
];
const missing = NEEDED.filter(([, file]) => !existsSync(file)).map(([name]) => name);
if (missing.length > 0) {
  const root = process.getuid?.() === 0;
  const apt = existsSync('/usr/bin/apt-get');
  if (!root || !apt) {
    console.error(
      `Missing: ${missing.join(', ')}. Install them from Debian first:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n` +
        '(the end-to-end tests never download a browser of their own).',
    );
    process.exit(1);
  }
  console.log(`Installing Debian ${missing.join(', ')} for the end-to-end tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
}
const version = (command, args) => execFileSync(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
console.log(version('/usr/bin/chromium', ['--version']).toString().trim());
console.log(version('/usr/bin/firefox-esr', ['--version']).toString().trim());
// WebKitWebDriver has no --version: the package's version is WebKitGTK's ("webkit2gtk-driver<TAB>2.50.6-…").
const webkit = version('dpkg-query', ['-W', 'webkit2gtk-driver']).toString().trim().split('\t')[1];
console.log(`WebKitGTK ${webkit}`);
