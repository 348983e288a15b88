import { mkdirSync } from 'node:fs';
import { SCREENSHOT_DIR, findChromium } from './e2e';

export default function setup(): void {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  if (!findChromium()) {
    console.warn('[e2e] Chromium not found (set CHROME_PATH or apt-get install chromium): browser tests will fail.');
  }
}
