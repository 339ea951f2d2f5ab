// The one Chromium the browser tests (playwright.config.ts) and the Lighthouse bench run: Debian's, never a downloaded
// browser, without the background traffic a closed network refuses.

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for every launch: no sandbox (containers), no GPU, no QUIC, no first-run or background requests. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
