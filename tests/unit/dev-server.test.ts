import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Issue 36: `npm run dev` runs the server's whole chain (app/http-server), not only React Router's handler: the
// request id, helmet's headers, the Host check and the client's address (the rate limits' key) are there in dev as
// they are in production (docs/decisions/037). The dev launcher runs as a developer starts it, Vite and all.
const ROOT = path.resolve(import.meta.dirname, "../..");
const dev = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.dev as string;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request with exactly these headers, from `from` (any address of 127/8 is this machine on Linux). */
function request(
  port: number,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: options.from,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

describe("npm run dev", () => {
  let child: ChildProcess;
  let port: number;
  let dataDir: string;
  let output = "";

  beforeAll(async () => {
    expect(dev).toBe("node scripts/serve.mjs --dev");
    port = await freePort();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "yoh-dev-"));
    // No demo seed and no background jobs: this is about the chain, and the seed's pictures take seconds.
    const env = { PATH: process.env.PATH!, HOME: process.env.HOME!, PORT: String(port), DATA_DIR: dataDir };
    child = spawn(process.execPath, ["scripts/serve.mjs", "--dev"], {
      cwd: ROOT,
      env: { ...env, SEED_DEMO: "false", JOBS: "off" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (d) => (output += d));
    child.stderr!.on("data", (d) => (output += d));
    const deadline = Date.now() + 150_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the dev server exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the dev server did not answer:\n${output}`);
      const ok = await request(port, "/healthz").then(
        (a) => a.status === 200,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
  }, 160_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers a page with the request id and helmet's headers, and logs it", async () => {
    const page = await request(port, "/about", { headers: { Host: `localhost:${port}` } });
    expect(page.status).toBe(200);
    expect(page.body).toContain("</html>");
    const id = page.headers["x-request-id"] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.headers["x-dns-prefetch-control"]).toBe("off");
    expect(page.headers["cross-origin-resource-policy"]).toBe("same-site");
    expect(page.headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
    expect(page.headers["x-powered-by"]).toBeUndefined();
    await expect.poll(() => output).toContain(`"requestId":"${id}"`);
  });

  it("refuses a bad Host header before the app", async () => {
    const refused = await request(port, "/about", { headers: { Host: "local host" } });
    expect(refused.status).toBe(400);
    expect(refused.body).toBe("Bad Host header");
    expect(refused.headers["x-request-id"]).toBeTruthy();
  });

  it("keys the rate limits by the client's own address, not one shared 'unknown'", async () => {
    let n = 0;
    // A new address each time: the per-account limit (three) must not be what answers.
    const ask = (from: string) =>
      request(port, "/api/auth/forgot-password", {
        method: "POST",
        from,
        headers: { Host: `localhost:${port}`, "Content-Type": "application/json" },
        body: JSON.stringify({ email: `nobody-${++n}@example.org` }),
      });
    // Ten tries an address in 15 minutes (RULES.forgotIp): the eleventh from the same address is refused …
    for (let i = 0; i < 10; i++) expect((await ask("127.0.0.1")).status).toBe(200);
    expect((await ask("127.0.0.1")).status).toBe(429);
    // … and another client is not.
    expect((await ask("127.0.0.2")).status).toBe(200);
  });
});
