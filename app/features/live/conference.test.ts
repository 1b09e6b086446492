import { describe, expect, it } from "vitest";
import { fromItsPeer, mediaProblem } from "./conference";

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

describe("fromItsPeer", () => {
  it("drops a signal whose sender claims a tab id another user's peer holds", () => {
    const moderator = { user: "7", peer: "tab-a", name: "Mod", role: "MODERATOR" as const };
    expect(fromItsPeer(moderator, { ...moderator })).toBe(true);
    expect(fromItsPeer(moderator, { ...moderator, user: "9", role: "SPEAKER" })).toBe(false);
    // A tab not met yet (its first offer): who it is comes from the room.
    expect(fromItsPeer(undefined, { ...moderator, user: "9" })).toBe(true);
  });
});
