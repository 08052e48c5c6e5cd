import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium when installed, else the binary @sparticuz/chromium ships (the one the PDF Lambda runs). */
export async function launchBrowser(): Promise<Browser> {
  const system = '/usr/bin/chromium';
  const executablePath = existsSync(system)
    ? system
    : await (await import('@sparticuz/chromium')).default.executablePath();
  return chromium.launch({
    executablePath,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
