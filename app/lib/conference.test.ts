import { describe, expect, it } from "vitest";
import { mediaProblem } from "./conference";

describe("mediaProblem", () => {
  it("maps getUserMedia's failures to the spec's four live session messages", () => {
    const named = (name: string) => new DOMException("x", name);
    expect(mediaProblem(named("NotAllowedError"))).toBe("permission");
    expect(mediaProblem(named("SecurityError"))).toBe("permission");
    expect(mediaProblem(named("NotFoundError"))).toBe("device");
    expect(mediaProblem(named("NotReadableError"))).toBe("device");
    expect(mediaProblem(named("OverconstrainedError"))).toBe("device");
    expect(mediaProblem(new TypeError("no constraints"))).toBe("unsupported");
    expect(mediaProblem(new Error("socket closed"))).toBe("connection");
  });
});
