import { describe, expect, it } from "vitest";

process.env.GRAPHQL_URL ??= "http://127.0.0.1:4000/graphql";
process.env.SESSION_SECRET ??= "unit-test-secret-unit-test-secret-123";
const { seal, unseal } = await import("./seal");

describe("sealed draft values", () => {
  it("hide the text and give it back whole", () => {
    const sealed = seal("mein Passwort äöü");
    expect(sealed).not.toContain("Passwort");
    expect(unseal(sealed)).toBe("mein Passwort äöü");
  });

  it("differ every time, so equal passwords do not show", () => {
    expect(seal("gleich")).not.toBe(seal("gleich"));
  });

  it("refuse anything altered or not sealed here", () => {
    const [version, iv, body, tag] = seal("geheim").split(".");
    const flipped = body!.startsWith("A") ? `B${body!.slice(1)}` : `A${body!.slice(1)}`;
    expect(unseal([version, iv, flipped, tag].join("."))).toBeNull();
    expect(unseal("geheim")).toBeNull();
    expect(unseal("v1.x.y.z")).toBeNull();
  });
});
