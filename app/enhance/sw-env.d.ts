/**
 * The service worker's world, for the checker only (tsconfig.sw.json: the WebWorker library, not the DOM one the
 * rest of the app is checked with). sw.js is a classic worker script served at /sw.js
 * (app/platform/offline/service-worker.server.ts); the library types a dedicated worker, so what a service worker
 * has besides is named here.
 */

/** Written in by the server: the files to keep from the first day. */
declare const __PRECACHE__: string[];

/** The global scope is a service worker's: it can take over at once and reach its pages. */
interface WorkerGlobalScope {
  skipWaiting: ServiceWorkerGlobalScope["skipWaiting"];
  readonly clients: ServiceWorkerGlobalScope["clients"];
}

/** Its events (install, activate, fetch, message) as a service worker receives them. */
declare function addEventListener<K extends keyof ServiceWorkerGlobalScopeEventMap>(
  type: K,
  listener: (this: ServiceWorkerGlobalScope, ev: ServiceWorkerGlobalScopeEventMap[K]) => unknown,
): void;
