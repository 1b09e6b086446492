import { env } from "~/.server/env";
import { fetchWithDeadline } from "~/.server/fetch-deadline";
import { sessionStore } from "~/.server/session-store";

const CHECK_TIMEOUT_MS = 3_000;

async function check(run: () => Promise<unknown>): Promise<"ok" | "failing"> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), CHECK_TIMEOUT_MS);
      }),
    ]);
    return "ok";
  } catch {
    return "failing";
  } finally {
    clearTimeout(timer);
  }
}

/** Readiness: the upstream API and the session store both answer (503 with which one fails). */
export async function readiness() {
  const [upstream, sessions] = await Promise.all([
    check(async () => {
      const response = await fetchWithDeadline(
        env.GRAPHQL_URL,
        {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ query: "{ __typename }" }),
        },
        { timeoutMs: CHECK_TIMEOUT_MS },
      );
      if (!response.ok) throw new Error(`status ${response.status}`);
    }),
    check(() => sessionStore.ping()),
  ]);
  const ready = upstream === "ok" && sessions === "ok";
  return new Response(
    JSON.stringify({ status: ready ? "ready" : "not_ready", upstream, sessions, store: sessionStore.kind }),
    {
      status: ready ? 200 : 503,
      headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
    },
  );
}
