import { afterEach, describe, expect, it } from "vitest";
import { env, readEnv } from "./env.ts";

describe("the reference API's environment", () => {
  const before = process.env.TAX_RATE;
  afterEach(() => {
    if (before === undefined) delete process.env.TAX_RATE;
    else process.env.TAX_RATE = before;
  });

  it("has defaults, and an empty value counts as unset", () => {
    expect(readEnv({})).toMatchObject({ API_PORT: 4000, DATA_DIR: ".data", PORT: 3000, TAX_RATE: 19 });
    expect(readEnv({ DATA_DIR: "", SITE_URL: "", EFN_BYPASS: "  " })).toMatchObject({
      DATA_DIR: ".data",
      SITE_URL: undefined,
      EFN_BYPASS: undefined,
    });
  });

  it("names every wrong value at once", () => {
    expect(() => readEnv({ API_PORT: "vierzig", SITE_URL: "localhost", NODE_ENV: "prod" })).toThrow(
      /invalid environment:\n {2}NODE_ENV: .*\n {2}API_PORT: .*\n {2}SITE_URL: .*\nSee \.env\.example\./,
    );
  });

  it("reads a variable when it is used, so a test may set it first", () => {
    process.env.TAX_RATE = "7";
    expect(env.TAX_RATE).toBe(7);
    process.env.TAX_RATE = "viel";
    expect(() => env.TAX_RATE).toThrow(/TAX_RATE/);
  });
});
