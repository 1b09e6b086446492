import { AsyncLocalStorage } from "node:async_hooks";

// One page render runs the root loader and the route loaders side by side, each with its own copy
// of the Request (Remix strips `?index` into a new object), so nothing keyed on the Request is
// shared. The front server (scripts/app-server.mjs) runs every request inside this scope instead.
const scope = new AsyncLocalStorage<Map<string, unknown>>();

/** Runs `handle` (the whole request) with a scope of its own. */
export function runInRequestScope<T>(handle: () => T): T {
  return scope.run(new Map(), handle);
}

/**
 * The value everything running for this request shares under `key`, made once by `create`.
 * Outside a request scope (a loader called by a unit test) every caller gets its own.
 */
export function sharedInRequest<T>(key: string, create: () => T): T {
  const values = scope.getStore();
  if (!values) return create();
  if (!values.has(key)) values.set(key, create());
  return values.get(key) as T;
}

/** Forgets `key`, so the next caller in this request makes a new value. */
export function forgetInRequest(key: string): void {
  scope.getStore()?.delete(key);
}

/** True inside a request scope. */
export const inRequestScope = () => scope.getStore() !== undefined;
