// How every test and benchmark starts Debian's Chromium: its path, and the flags this closed network
// needs (without the background-networking ones, Chromium keeps trying hosts it cannot reach).

/** Launch options for playwright-core: Debian's Chromium, headless, no browser download ever. */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
