import { describe, expect, it } from "vitest";
import { queueQuery, readQueueFilter } from "./staff";

describe("the proof queue's filter in URLs", () => {
  it("reads the German words and carries them on", () => {
    const filter = readQueueFilter(new URLSearchParams("art=erneuerung&wartet=3"));
    expect(filter).toEqual({ kind: "RENEWAL", days: 3 });
    expect(queueQuery(filter)).toBe("?art=erneuerung&wartet=3");
  });

  it("takes anything unknown as no filter", () => {
    const filter = readQueueFilter(new URLSearchParams("art=RENEWAL&wartet=2&x=1"));
    expect(filter).toEqual({ kind: null, days: null });
    expect(queueQuery(filter)).toBe("");
  });
});
