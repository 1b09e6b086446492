import { afterEach, describe, expect, it, vi } from "vitest";
import { beforeBreadcrumb, ignoreErrors } from "./sentry-options.js";

const init = vi.fn();
vi.mock("@sentry/remix", () => ({ init }));

describe("error reporting options (spec §8, §9)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    init.mockClear();
  });

  it("the server starts reporting only with a DSN, sampling 0.8 % of traces, without personal data", async () => {
    await import("../../instrument.server.mjs");
    expect(init).not.toHaveBeenCalled();

    vi.resetModules();
    vi.stubEnv("SENTRY_DSN", "https://key@errors.example.com/1");
    await import("../../instrument.server.mjs");
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: "https://key@errors.example.com/1",
        tracesSampleRate: 0.008,
        ignoreErrors,
        sendDefaultPii: false,
      }),
    );
    // The breadcrumb filter it got cuts bodies (below).
    const options = init.mock.calls[0]![0] as { beforeBreadcrumb: typeof beforeBreadcrumb };
    expect(options.beforeBreadcrumb({ message: "m".repeat(300) }).message).toHaveLength(200);
  });

  it("cuts breadcrumb bodies at 200 characters", () => {
    const crumb = beforeBreadcrumb({
      message: "m".repeat(500),
      data: { body: "b".repeat(300), status: 200 },
    });
    expect(crumb.message).toHaveLength(200);
    expect(crumb.data?.body).toHaveLength(200);
    expect(crumb.data?.status).toBe(200);
  });

  it("ignores the two known media noise errors and nothing else", () => {
    const ignored = (text: string) => ignoreErrors.some((pattern) => pattern.test(text));
    expect(
      ignored("NotAllowedError: play() failed because the user didn't interact with the document first."),
    ).toBe(true);
    expect(
      ignored(
        "AbortError: The fetch of the media resource was aborted by the user agent at the user's request.",
      ),
    ).toBe(true);
    expect(ignored("TypeError: Cannot read properties of undefined")).toBe(false);
  });
});
