import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppProcess } from "./app-process";
import { answeringUpstream } from "./support/fake-upstream";

// An error thrown in a loader is logged once, as one line with the request id the
// page was answered with (and reported to Sentry when SENTRY_DSN is set).

describe("an error thrown in a loader", () => {
  let upstream: Awaited<ReturnType<typeof answeringUpstream>>;
  let app: AppProcess;
  beforeAll(async () => {
    // Well-formed JSON in a shape the page does not expect: its loader throws a TypeError.
    upstream = await answeringUpstream({ data: { fieldsOverview: "kein Array" } });
    app = await startApp({ GRAPHQL_URL: upstream.url });
  });
  afterAll(async () => {
    await app.stop();
    await upstream.close();
  });

  it("is logged once with the request id, and the visitor gets the error page", async () => {
    const response = await fetch(`${app.url}/fachgebiete`);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("Es ist ein unerwarteter Fehler aufgetreten");
    const requestId = response.headers.get("X-Request-Id");
    expect(requestId).toBeTruthy();

    const errors = app.lines
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, string>)
      .filter((entry) => entry.level === "error" && entry.requestId === requestId);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ message: "unhandled error", error: "TypeError" });
    // The stack names the page's server module where it threw.
    expect(errors[0]?.stack).toContain("loadFieldsOverview");
  });
});
