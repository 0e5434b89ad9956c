/**
 * MoMo numbers of a test's own, as MTN gets them (2507XXXXXXXX): 078… in the js project, 079… without JavaScript,
 * then the worker's process id and a counter. One counter for every spec of a worker, so two specs in one process
 * never draw the same number; the shared fake MTN answers each test only for its own numbers.
 */
let counter = 0;
export const newPhone = (js: boolean) =>
  `2507${js ? 8 : 9}${String(process.pid % 1000).padStart(3, "0")}${String(++counter).padStart(4, "0")}`;

/** As a donor types it: 078 812 3456. */
export const typed = (msisdn: string) => `0${msisdn.slice(3, 5)} ${msisdn.slice(5, 8)} ${msisdn.slice(8)}`;
