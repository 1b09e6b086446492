import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * An upstream that misbehaves in ways the reference API cannot (a stall, a broken answer), for the
 * app processes of HTTP-level tests. `handle` answers each request; not answering stalls it.
 */
export async function fakeUpstream(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer(handle);
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Accepts and never answers ("silent"), or sends the headers and a part of the body ("halfway"). */
export const stalledUpstream = (mode: "silent" | "halfway") =>
  fakeUpstream((_req, res) => {
    if (mode === "halfway") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.write('{"data":{');
    }
  });

/** Answers every operation with the same well-formed JSON body. */
export const answeringUpstream = (body: unknown) =>
  fakeUpstream((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    });
  });
