import { holdsTheJobs } from "./process-role.server";

/**
 * One-way messages from a web worker to the jobs worker of several (docs/decisions/043), relayed by the primary
 * (scripts/cluster-primary.mjs): for state that must live in one process to be right, such as who was already seen
 * today (the visit counter, decision 042). A message sent while the jobs worker is being replaced is dropped; nothing
 * that needs an answer or must not be lost goes this way (jobs and their outboxes live in the database).
 */
type ChannelMessage = { type: "app:to-jobs"; topic: string; items: unknown[] };

const isChannelMessage = (message: unknown): message is ChannelMessage =>
  typeof message === "object" &&
  message !== null &&
  (message as ChannelMessage).type === "app:to-jobs" &&
  typeof (message as ChannelMessage).topic === "string" &&
  Array.isArray((message as ChannelMessage).items);

/** Whether this process hands such state to the jobs worker: a web worker with a primary to relay it. */
export const sendsToTheJobsWorker = () => !holdsTheJobs() && typeof process.send === "function";

/** Sends items under a topic to the jobs worker. Returns false when they could not be handed over at all. */
export function sendToTheJobsWorker(topic: string, items: unknown[]): boolean {
  if (!process.send || !process.connected || items.length === 0) return false;
  process.send({ type: "app:to-jobs", topic, items } satisfies ChannelMessage);
  return true;
}

const state = globalThis as unknown as { __jobsChannelTopics?: Set<string> };

/** In the jobs worker: `handle` gets every batch other workers send under `topic` (registered once per process). */
export function receiveFromWebWorkers(topic: string, handle: (items: unknown[]) => void) {
  state.__jobsChannelTopics ??= new Set();
  if (state.__jobsChannelTopics.has(topic)) return;
  state.__jobsChannelTopics.add(topic);
  process.on("message", (message: unknown) => {
    if (isChannelMessage(message) && message.topic === topic) handle(message.items);
  });
}
