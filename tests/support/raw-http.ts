import http from "node:http";
import net from "node:net";

/**
 * Writes raw bytes to the server and returns what came back: the whole answer, or with `headersOnly` just its
 * head (the socket is then closed, so a body the request promised is never sent).
 */
export function rawHttp(text: string, { headersOnly = false } = {}) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(process.env.E2E_PORT), "127.0.0.1", () => socket.write(text));
    let data = "";
    socket.on("data", (d) => {
      data += d;
      if (headersOnly && data.includes("\r\n\r\n")) {
        socket.destroy();
        resolve(data);
      }
    });
    socket.on("end", () => resolve(data));
    socket.on("error", reject);
    setTimeout(() => reject(new Error("no answer within 5 s")), 5000);
  });
}

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[]; body: Buffer };

/** One request with exactly these headers (no cookie, no decoding): the body as sent, every header line as sent. */
export function rawRequest(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: Number(process.env.E2E_PORT), path, method, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** How many times a header was sent (rawHeaders alternates names and values). */
export const headerCount = (answer: RawAnswer, name: string) =>
  answer.rawHeaders.filter((h, i) => i % 2 === 0 && h.toLowerCase() === name).length;
