// The favicon set, drawn from public/favicon.svg (the facility's own mark: replace the SVG and run
// `npm run icons`): favicon.ico for old browsers and feeds, apple-touch-icon.png for a phone's home
// screen, and the 192 and 512 px icons the web app manifest names. Chromium draws them, the same
// one the e2e tests use, so no image library is needed for a file that changes once a facility.
import { chromium } from '@playwright/test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PUBLIC = join(import.meta.dirname, '..', 'public');
const SIZES = { 'apple-touch-icon.png': 180, 'icon-192.png': 192, 'icon-512.png': 512 };

/** A .ico holding one PNG (every browser since IE 11 reads PNG inside ICO). */
export function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the image follows the header
  return Buffer.concat([header, png]);
}

async function main() {
  const svg = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');
  const executablePath = ['/usr/bin/chromium', process.env.CHROME_PATH].find(
    (path): path is string => Boolean(path && existsSync(path)),
  );
  const browser = await chromium.launch(executablePath ? { executablePath } : {});
  const page = await browser.newPage();
  const draw = async (size: number) => {
    await page.setViewportSize({ width: size, height: size });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<body style="margin:0"><img src="${src}" width="${size}" height="${size}" style="display:block"></body>`,
    );
    return page.screenshot({ omitBackground: true });
  };
  for (const [name, size] of Object.entries(SIZES))
    writeFileSync(join(PUBLIC, name), await draw(size));
  writeFileSync(join(PUBLIC, 'favicon.ico'), icoOf(await draw(32), 32));
  await browser.close();
  console.log(`icons written to ${PUBLIC}`);
}

if (import.meta.main) await main();
