// End-to-end tests drive Debian's Chromium, never a browser downloaded by a test tool, and measure Japanese
// text set in a real Japanese font (without one, every kanji is an empty box of another width).
// Installs the `chromium` and `fonts-noto-cjk` packages with apt-get when missing and we are root;
// otherwise explains.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const missing = [
  ...(existsSync(CHROMIUM) ? [] : ['chromium']),
  ...(existsSync(CJK_FONT) ? [] : ['fonts-noto-cjk']),
];
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
  console.log(`Installing Debian ${missing.join(' and ')} for the end-to-end tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
}
console.log(execFileSync(CHROMIUM, ['--version']).toString().trim());
