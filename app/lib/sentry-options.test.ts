import { describe, expect, it } from "vitest";
import { beforeBreadcrumb, ignoreErrors, tracesSampleRate } from "./sentry-options.js";

describe("error reporting options (spec §8, §9)", () => {
  it("samples 0.8 % of traces", () => {
    expect(tracesSampleRate).toBe(0.008);
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
