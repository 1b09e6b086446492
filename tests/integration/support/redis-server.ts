import { spawn, type ChildProcess } from "node:child_process";
import { createConnection, createServer, type Socket } from "node:net";
import { freePort } from "../../support/free-port";

/** Asks a Redis server for PONG over a raw connection (no client library, no retries). */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" });
    socket.setTimeout(500);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * A redis-server of the test's own (CI installs the package), without persistence, on a free port.
 * Its own, not CI's shared one: a fault test may cut it.
 */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const server: ChildProcess = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const deadline = Date.now() + 15_000;
  while (!(await ping(port))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill();
      throw new Error("redis-server did not start (is the package installed?)");
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once("exit", () => resolve());
        server.kill();
      }),
  };
}

/**
 * A TCP switch in front of Redis: `cut()` drops every connection and refuses new ones (Redis is
 * down for the app), `restore()` lets them through again; the data behind it survives the outage.
 */
export async function redisSwitch(targetUrl: string) {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  let open = true;
  const server = createServer((client) => {
    if (!open) return client.destroy();
    const upstream = createConnection({ port: Number(target.port), host: target.hostname });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
