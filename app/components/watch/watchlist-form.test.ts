import { describe, expect, it } from "vitest";
import { readWatchlistForm } from "./watchlist-form";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe("readWatchlistForm", () => {
  it("reads add and remove with a content id and a trimmed title", () => {
    expect(readWatchlistForm(form({ intent: "add", contentId: "42", title: "  Herz  " }))).toEqual({
      intent: "add",
      contentId: "42",
      title: "Herz",
    });
    expect(readWatchlistForm(form({ intent: "remove", contentId: "42" }))).toEqual({
      intent: "remove",
      contentId: "42",
      title: "",
    });
  });
  it("refuses other intents and odd ids", () => {
    expect(readWatchlistForm(form({ intent: "toggle", contentId: "42" }))).toBeNull();
    expect(readWatchlistForm(form({ intent: "add", contentId: "4 2" }))).toBeNull();
    expect(readWatchlistForm(form({ intent: "add" }))).toBeNull();
  });
});
