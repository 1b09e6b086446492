import type { ChildProcess } from "node:child_process";

/** Ends a process the tests started with SIGTERM; resolves once it has exited (at once if it had). */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
