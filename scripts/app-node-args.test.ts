import { describe, expect, it } from "vitest";
import { appNodeArgs } from "./app-node-args.mjs";

describe("the app process's heap (APP_HEAP_MB)", () => {
  it("is bounded at 192 MB unless an operator says otherwise", () => {
    expect(appNodeArgs({})).toEqual(["--max-old-space-size=192"]);
    expect(appNodeArgs({ APP_HEAP_MB: "" })).toEqual(["--max-old-space-size=192"]);
    expect(appNodeArgs({ APP_HEAP_MB: "512" })).toEqual(["--max-old-space-size=512"]);
  });

  it("refuses a value that is no size", () => {
    expect(() => appNodeArgs({ APP_HEAP_MB: "viel" })).toThrow(/APP_HEAP_MB/);
    expect(() => appNodeArgs({ APP_HEAP_MB: "16" })).toThrow(/APP_HEAP_MB/);
  });
});
