import { describe, expect, it } from "vitest";
import { optimisticOnWatchlist } from "./WatchlistToggle";

const form = (intent: string) => {
  const data = new FormData();
  data.set("intent", intent);
  return data;
};

describe("optimisticOnWatchlist", () => {
  it("shows the pending submission's result at once", () => {
    expect(optimisticOnWatchlist(form("add"), false)).toBe(true);
    expect(optimisticOnWatchlist(form("remove"), true)).toBe(false);
  });
  it("shows the data's state when nothing is pending", () => {
    expect(optimisticOnWatchlist(undefined, true)).toBe(true);
    expect(optimisticOnWatchlist(undefined, false)).toBe(false);
    expect(optimisticOnWatchlist(form("other"), true)).toBe(true);
  });
});
