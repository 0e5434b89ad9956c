/**
 * Chromium's flags for every browser the tests start: this machine's network is closed, so Chromium's own
 * background connections (updates, sync, QUIC) are turned off rather than refused many at a time.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
];
