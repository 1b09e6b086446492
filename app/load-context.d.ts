import "@remix-run/node";

declare module "@remix-run/node" {
  // Set by scripts/app-server.mjs for every request.
  interface AppLoadContext {
    cspNonce?: string;
    requestId?: string;
    clientIp?: string;
  }
}
