import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_MAX_BODY_BYTES as STORAGE_LIMIT } from "../server/uploads.ts";
import { createAppServer } from "./app-server.mjs";
import { UPLOAD_MAX_BODY_BYTES } from "./demo-forward.mjs";
import { stubBuild } from "./stub-build";

// The forward of decision 032, mounted in the front server, in front of a stand-in upstream that
// says what it received.

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; bytes: number };
let seen: Seen[] = [];
/** How the stand-in answers; by default it echoes what it got. */
let answer: (req: IncomingMessage, res: ServerResponse, bytes: number) => void;
const echo: typeof answer = (req, res, bytes) =>
  res
    .writeHead(req.headers.range ? 206 : 200, {
      "Content-Type": "video/mp4",
      "Content-Range": req.headers.range ? "bytes 0-3/10" : "",
      "Set-Cookie": "upstream=1",
      "X-Upstream": "yes",
    })
    .end(JSON.stringify({ url: req.url, bytes }));

let upstream: Server;
let frontUrl = "";
const servers: Server[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The front server with a build that has no pages (every page request is "the app"). */
const build = stubBuild(
  { "routes/$": { id: "routes/$", parentId: "root", path: "*", module: { default: () => null } } },
  {
    default: () => new Response("the app", { status: 418 }),
    refusalPage: (status: number) => Promise.resolve(`Fehlerseite ${status}`),
    refusalText: (status: number) => Promise.resolve(`Fehler ${status}`),
  },
);

/** The front server as `npm start` configures it in demo mode, forwarding to `upstreamUrl`. */
async function frontFor(upstreamUrl: string, env: Record<string, string | undefined> = {}): Promise<string> {
  const settings: Record<string, string | undefined> = {
    API_FORWARD_PATH: "/demo-api",
    GRAPHQL_URL: `${upstreamUrl}/graphql`,
    TRUST_PROXY: "loopback",
    ...env,
  };
  const before = Object.fromEntries(Object.keys(settings).map((key) => [key, process.env[key]]));
  const restore = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  restore(settings);
  try {
    return await listen(
      await createAppServer({ build, buildDir: "build-none" }).then((app) => createServer(app)),
    );
  } finally {
    restore(before);
  }
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let bytes = 0;
    req.on("data", (chunk: Buffer) => (bytes += chunk.length));
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, bytes });
      answer(req, res, bytes);
    });
  });
  const upstreamUrl = await listen(upstream);
  frontUrl = await frontFor(upstreamUrl);
});
afterEach(() => {
  seen = [];
  answer = echo;
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});
answer = echo;

/** A raw request (fetch would resolve dot segments before sending). */
function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | Buffer[] } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        path: url.slice(target.origin.length),
        method: options.method ?? "GET",
        headers: options.headers,
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        res.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    for (const chunk of [options.body ?? []].flat()) outgoing.write(chunk);
    outgoing.end();
  });
}

/** Posts `megabytes` of 1 MB chunks without a length, each when the last was taken, until an answer comes. */
function streamUntilAnswered(url: string, megabytes: number): Promise<{ status: number }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = request(
      { host: target.hostname, port: target.port, path: target.pathname, method: "POST" },
      (res) => {
        answered = true;
        resolve({ status: res.statusCode ?? 0 });
        res.resume();
      },
    );
    // After the answer the server closes the connection: writing on fails, as it should.
    outgoing.on("error", (error) => answered || reject(error));
    const chunk = Buffer.alloc(1024 * 1024, 1);
    let sent = 0;
    const write = () => {
      while (!answered && sent < megabytes) {
        sent += 1;
        if (!outgoing.write(chunk)) return void outgoing.once("drain", write);
      }
      if (!answered) outgoing.end();
    };
    write();
  });
}

describe("the demo forward", () => {
  it("forwards a media request with its range and the site it was asked on; keeps cookies on both sides", async () => {
    const answered = await raw(`${frontUrl}/demo-api/videos/token.sig/video.mp4?x=1`, {
      headers: {
        Range: "bytes=0-3",
        Cookie: "__session=secret",
        Authorization: "Bearer secret",
        "X-Forwarded-Host": "cme.example",
        "X-Forwarded-Proto": "https",
      },
    });
    expect(answered.status).toBe(206);
    expect(answered.headers["content-range"]).toBe("bytes 0-3/10");
    expect(answered.headers["x-upstream"]).toBe("yes");
    expect(answered.headers["set-cookie"]).toBeUndefined();
    expect(answered.headers["content-security-policy"]).toContain("default-src 'none'");
    const [got] = seen;
    expect(got).toMatchObject({ method: "GET", url: "/videos/token.sig/video.mp4?x=1" });
    expect(got!.headers).toMatchObject({
      range: "bytes=0-3",
      "x-forwarded-host": "cme.example",
      "x-forwarded-proto": "https",
    });
    expect(got!.headers.cookie).toBeUndefined();
    expect(got!.headers.authorization).toBeUndefined();
  });

  it("forwards only the public routes: not GraphQL, not the webhook, no dot segments; other paths stay the app's", async () => {
    for (const path of [
      "/graphql",
      "/payments/webhook",
      "/healthz",
      "/videos/../graphql",
      "/videos/%2e%2e/graphql",
    ]) {
      const refused = await raw(`${frontUrl}/demo-api${path}`);
      expect(refused.status, path).toBe(404);
      expect(refused.text).toBe("Fehler 404");
    }
    expect((await raw(`${frontUrl}/demo-api/outbox`, { method: "POST" })).status).toBe(405);
    expect((await raw(`${frontUrl}/demo-api/media/channels/a.svg`)).status).toBe(200);
    expect((await raw(`${frontUrl}/videos/a/b`)).status).toBe(418);
    expect(seen.map((request) => request.url)).toEqual(["/media/channels/a.svg"]);
  });

  it("streams an upload through, and refuses one over the storage's limit without sending it on", async () => {
    const fits = await raw(`${frontUrl}/demo-api/uploads`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: Buffer.alloc(300_000, 1),
    });
    expect(fits.status).toBe(200);
    expect(JSON.parse(fits.text)).toMatchObject({ bytes: 300_000 });

    const declared = await raw(`${frontUrl}/demo-api/uploads`, {
      method: "POST",
      headers: { "Content-Length": String(UPLOAD_MAX_BODY_BYTES + 1) },
    });
    expect(declared.status).toBe(413);
    // The upload area reads the storage's code: its German "at most 10 MB" message.
    expect(JSON.parse(declared.text)).toEqual({ code: "file_too_large" });

    // A body without a length that grows past the limit: refused as it passes it.
    const streamed = await streamUntilAnswered(`${frontUrl}/demo-api/uploads`, 12);
    expect(streamed.status).toBe(413);
    expect(seen.filter((request) => request.url === "/uploads").map((request) => request.bytes)).toEqual([
      300_000,
    ]);
  });

  it("keeps the storage's limit", () => {
    expect(UPLOAD_MAX_BODY_BYTES).toBe(STORAGE_LIMIT);
  });

  it("answers 503 in German when the upstream is slower than its deadline or gone", async () => {
    answer = () => undefined; // never answers
    const slow = await frontFor(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, {
      UPSTREAM_TIMEOUT_MS: "200",
    });
    const waited = await raw(`${slow}/demo-api/outbox`);
    expect(waited.status).toBe(503);
    expect(waited.text).toBe("Fehler 503");

    const gone = await frontFor("http://127.0.0.1:9");
    expect((await raw(`${gone}/demo-api/outbox`)).status).toBe(503);
  });

  it("is off without API_FORWARD_PATH: the path is the app's", async () => {
    const off = await frontFor(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, {
      API_FORWARD_PATH: undefined,
    });
    expect((await raw(`${off}/demo-api/outbox`)).status).toBe(418);
    expect(seen).toEqual([]);
  });
});
