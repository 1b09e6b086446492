import "@remix-run/node";

declare module "@remix-run/node" {
  // Set by scripts/app-server.mjs for every request.
  interface AppLoadContext {
    cspNonce?: string;
    requestId?: string;
    clientIp?: string;
    /** Calls `listener` once the connection to the browser closed; answers a function that stops that. */
    onClose?: (listener: () => void) => () => void;
  }
}
