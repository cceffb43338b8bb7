/** Debian's Chromium (or CHROME_PATH), and the flags the bench's browsers and the browser tests run headless with on this machine. */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const headlessFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
