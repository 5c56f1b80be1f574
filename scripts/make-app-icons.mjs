// The installable app's icons (shell/public/icon-*.png, named by shell/public/manifest.webmanifest),
// drawn from the favicon's brand mark by Debian's Chromium. Run again only when the mark changes:
// the PNGs are committed, so the build needs no image library.
//   node scripts/make-app-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'shell', 'public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const house = /<path d="([^"]+)"/.exec(favicon)?.[1];
const brand = /fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
if (!house || !brand) throw new Error('favicon.svg: no house path or brand colour');

// "any": the favicon itself. "maskable": full bleed, the house inside the central safe circle
// (radius 40 %) whatever shape the launcher cuts.
const any = favicon;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${brand}"/>
  <path d="${house}" fill="#fff" transform="translate(16 16) scale(0.62) translate(-16 -15.75)"/>
</svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: any },
  { file: 'icon-512.png', size: 512, svg: any },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    writeFileSync(
      path.join(publicDir, file),
      await page.screenshot({
        omitBackground: true,
        clip: { x: 0, y: 0, width: size, height: size },
      }),
    );
    await page.close();
    console.log(`${file} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
