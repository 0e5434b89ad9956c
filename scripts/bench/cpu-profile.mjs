// @ts-check
// What share of a server's CPU some of its functions took, from a V8 CPU profile (`node --cpu-prof`, written when
// the process exits). A sample counts for them when one of `within` is on its stack (all they call included), or
// when one of `self` is the function running (its own code only: a middleware's `next()` runs the rest of the
// app). The share is of the busy samples: idle time and the profiler's own are left out.
import fs from "node:fs";
import path from "node:path";

/**
 * @typedef {{ id: number, callFrame: { functionName: string }, children?: number[] }} ProfileNode
 * @param {string} dir the --cpu-prof-dir: its largest profile (the process that served) is read
 * @param {{ within: string[], self?: string[] }} names
 */
export function cpuShare(dir, { within, self = [] }) {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"));
  const largest = files.map((f) => path.join(dir, f)).sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
  if (!largest) throw new Error(`no CPU profile in ${dir}`);
  /** @type {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[] }} */
  const profile = JSON.parse(fs.readFileSync(largest, "utf8"));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  /** @type {Map<number, boolean>} */
  const counts = new Map();
  const theirs = (/** @type {ProfileNode} */ leaf) => {
    if (self.includes(leaf.callFrame.functionName)) return true;
    for (let node = leaf; node; node = parent.get(node.id))
      if (within.includes(node.callFrame.functionName)) return true;
    return false;
  };
  let busy = 0;
  let spent = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const name = node?.callFrame.functionName ?? "";
    if (!node || name === "(idle)" || name === "(program)") return;
    const us = profile.timeDeltas[i] ?? 0;
    busy += us;
    let verdict = counts.get(id);
    if (verdict === undefined) counts.set(id, (verdict = theirs(node)));
    if (verdict) spent += us;
  });
  return { busyMs: busy / 1000, spentMs: spent / 1000, share: busy > 0 ? spent / busy : 0 };
}
