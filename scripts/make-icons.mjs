// Renders the SVG icons in public/icons to the PNG sizes the manifest names, with Debian's Chromium.
// Run by hand after changing an icon (node scripts/make-icons.mjs); the PNGs are committed.
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const jobs = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['maskable.svg', 'maskable-512.png', 512],
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [svg, png, size] of jobs) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const source = await readFile(new URL(`../public/icons/${svg}`, import.meta.url), 'utf8');
  await page.setContent(
    `<body style="margin:0">${source.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
  );
  await page.screenshot({
    path: new URL(`../public/icons/${png}`, import.meta.url).pathname,
    omitBackground: true,
  });
  await page.close();
}
await browser.close();
