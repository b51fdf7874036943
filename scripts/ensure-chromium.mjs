// End-to-end tests drive Debian's Chromium, never a browser downloaded by a test tool.
// Installs the `chromium` package with apt-get when it is missing and we are root; otherwise explains.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  const root = process.getuid?.() === 0;
  const apt = existsSync('/usr/bin/apt-get');
  if (!root || !apt) {
    console.error(
      `${CHROMIUM} is missing. Install Debian's Chromium first:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
        '(the end-to-end tests never download a browser of their own).',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the end-to-end tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}
console.log(execFileSync(CHROMIUM, ['--version']).toString().trim());
