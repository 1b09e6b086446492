import type { ServerResponse } from "node:http";
import { fakeUpstream } from "./fake-upstream";

/** What the upstream does while a fault is set (the fault matrix, decision 022). */
export type UpstreamFault =
  /** Nobody answers: every connection is cut at once. */
  | "down"
  /** Accepts and answers nothing until the fault ends (beyond the app's timeout). */
  | "slow"
  /** A gateway error without a GraphQL body. */
  | "5xx"
  /** 200 with a body that is not JSON. */
  | "malformed"
  /** Well-formed GraphQL without the fields asked for (an upstream on another schema version). */
  | "wrong-shape"
  /** Every operation refused with spec §8's `Unauthenticated.` (an ended token). */
  | "unauthenticated";

/**
 * The reference API behind a switch: passes every request on until a test sets a fault, and again
 * once it is cleared. Requests it stalled are cut when the fault ends, as a recovering server would.
 */
export async function faultProxy(target: string) {
  let fault: UpstreamFault | null = null;
  const stalled = new Set<ServerResponse>();
  let forwarded = 0;
  const proxy = await fakeUpstream((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const raw = Buffer.concat(chunks);
      switch (fault) {
        case "down":
          return req.socket.destroy();
        case "slow":
          stalled.add(res);
          return;
        case "5xx":
          res.writeHead(502, { "Content-Type": "text/plain" });
          return res.end("Bad Gateway");
        case "malformed":
          res.writeHead(200, { "Content-Type": "application/json" });
          return res.end('{"data":{"me":');
        case "wrong-shape": {
          const body = JSON.parse(raw.toString("utf8")) as unknown;
          res.writeHead(200, { "Content-Type": "application/json" });
          return res.end(JSON.stringify(Array.isArray(body) ? body.map(() => ({ data: {} })) : { data: {} }));
        }
        case "unauthenticated": {
          const refusal = {
            errors: [{ message: "Unauthenticated.", extensions: { category: "authentication" } }],
          };
          const body = JSON.parse(raw.toString("utf8")) as unknown;
          res.writeHead(200, { "Content-Type": "application/json" });
          return res.end(JSON.stringify(Array.isArray(body) ? body.map(() => refusal) : refusal));
        }
      }
      forwarded++;
      const headers: Record<string, string> = { "content-type": "application/json" };
      for (const name of ["authorization", "x-request-id", "accept-language"]) {
        const value = req.headers[name];
        if (typeof value === "string") headers[name] = value;
      }
      const answer = await fetch(target, { method: "POST", headers, body: raw });
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(await answer.text());
    });
  });
  return {
    url: proxy.url,
    /** How many requests reached the reference API. */
    get forwarded() {
      return forwarded;
    },
    set(next: UpstreamFault | null) {
      fault = next;
      if (next !== "slow") {
        for (const res of stalled) res.destroy();
        stalled.clear();
      }
    },
    close: () => {
      for (const res of stalled) res.destroy();
      return proxy.close();
    },
  };
}
