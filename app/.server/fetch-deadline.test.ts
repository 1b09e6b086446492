import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { fetchWithDeadline } from "./fetch-deadline";

// The upstream client's transport against real local servers: what it answers, and how it fails.

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(null));
  server = undefined;
});

async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

const post = (url: string, options: { timeoutMs?: number; signal?: AbortSignal } = {}) =>
  fetchWithDeadline(
    url,
    { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"query":"{ me { id } }"}' },
    { timeoutMs: options.timeoutMs ?? 2_000, signal: options.signal },
  );

describe("fetchWithDeadline", () => {
  it("sends the request as given and answers status, headers and body", async () => {
    const url = await serve((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk));
      request.on("end", () => {
        response.writeHead(207, {
          "Content-Type": "application/json",
          "X-Seen": request.headers["content-type"],
        });
        response.end(JSON.stringify({ method: request.method, body: JSON.parse(body) as unknown, ä: "ü" }));
      });
    });
    const response = await post(url);
    expect(response.status).toBe(207);
    expect(response.headers.get("x-seen")).toBe("application/json");
    const body: unknown = JSON.parse(await response.text());
    expect(body).toEqual({ method: "POST", body: { query: "{ me { id } }" }, ä: "ü" });
  });

  it("gives up at the deadline with a TimeoutError when the answer stops halfway", async () => {
    const url = await serve((_request, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.write('{"data":');
    });
    const started = performance.now();
    await expect(post(url, { timeoutMs: 300 })).rejects.toMatchObject({ name: "TimeoutError" });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("stops with the caller's reason when the caller goes away", async () => {
    const url = await serve(() => undefined);
    const caller = new AbortController();
    const pending = post(url, { signal: caller.signal });
    caller.abort(new DOMException("the browser went away", "AbortError"));
    await expect(pending).rejects.toMatchObject({ name: "AbortError", message: "the browser went away" });
  });

  it("fails like fetch when nobody listens", async () => {
    const url = await serve(() => undefined);
    server!.close();
    await new Promise((resolve) => server!.once("close", resolve));
    await expect(post(url)).rejects.toThrow(new TypeError("fetch failed"));
  });

  it("sends the request once more when the server closed the kept-alive connection as it went out", async () => {
    const served = new Map<Socket, number>();
    const url = await serve((request, response) => {
      const count = (served.get(request.socket) ?? 0) + 1;
      served.set(request.socket, count);
      // The second request on a connection meets the connection closing.
      if (count === 2) return request.socket.destroy();
      response.end(JSON.stringify({ data: { count } }));
    });
    expect(JSON.parse(await (await post(url)).text())).toEqual({ data: { count: 1 } });
    expect(JSON.parse(await (await post(url)).text())).toEqual({ data: { count: 1 } });
    // Once only: a connection that fails again is an upstream that fails.
    expect([...served.values()]).toEqual([2, 1]);
  });
});
