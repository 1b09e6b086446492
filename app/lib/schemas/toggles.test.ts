import { describe, expect, it } from "vitest";
import { followSchema, progressSchema, readWith, uploadTicketSchema, watchlistSchema } from "./toggles";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe("watch list form", () => {
  const read = readWith(watchlistSchema);
  it("reads add and remove with a content id and a trimmed title", () => {
    expect(read(form({ intent: "add", contentId: "42", title: "  Herz  " }))).toEqual({
      intent: "add",
      contentId: "42",
      title: "Herz",
    });
    expect(read(form({ intent: "remove", contentId: "42" }))).toEqual({
      intent: "remove",
      contentId: "42",
      title: "",
    });
  });
  it("refuses other intents and odd ids", () => {
    expect(read(form({ intent: "toggle", contentId: "42" }))).toBeNull();
    expect(read(form({ intent: "add", contentId: "4 2" }))).toBeNull();
    expect(read(form({ intent: "add", contentId: "x".repeat(65) }))).toBeNull();
    expect(read(form({ intent: "add" }))).toBeNull();
  });
});

describe("follow form", () => {
  const read = readWith(followSchema);
  it("reads follow, unfollow and the notification switch", () => {
    expect(read(form({ intent: "follow", type: "Field", id: "2", name: " Kardiologie " }))).toEqual({
      intent: "follow",
      type: "Field",
      id: "2",
      notify: true,
      name: "Kardiologie",
    });
    expect(read(form({ intent: "notify", type: "Channel", id: "7", notify: "false" }))?.notify).toBe(false);
  });
  it("reads the subscribe dialog's reminder checkbox: unticked (nothing sent) is off", () => {
    const box = { intent: "follow", type: "Field", id: "2", notifyBox: "1" };
    expect(read(form(box))?.notify).toBe(false);
    expect(read(form({ ...box, notify: "true" }))?.notify).toBe(true);
    expect(read(form({ intent: "follow", type: "Field", id: "2", notify: "false" }))?.notify).toBe(false);
    expect(read(form({ ...box, notifyBox: "yes" }))).toBeNull();
  });
  it("refuses other types, intents and ids", () => {
    expect(read(form({ intent: "follow", type: "User", id: "2" }))).toBeNull();
    expect(read(form({ intent: "like", type: "Field", id: "2" }))).toBeNull();
    expect(read(form({ intent: "follow", type: "Field", id: "2; drop" }))).toBeNull();
  });
});

describe("progress form", () => {
  const read = readWith(progressSchema);
  it("reads whole seconds within a day", () => {
    expect(read(form({ contentId: "42", position: "61.9" }))).toEqual({ contentId: "42", position: 61 });
    expect(read(form({ contentId: "42", position: "0" }))?.position).toBe(0);
  });
  it("refuses negative, too large and non-numeric positions", () => {
    for (const position of ["-1", "86401", "abc", ""])
      expect(read(form({ contentId: "42", position }))).toBeNull();
  });
});

describe("upload ticket form", () => {
  const read = readWith(uploadTicketSchema);
  it("defaults the purpose and refuses unknown ones", () => {
    expect(read(form({ fileName: "a.pdf" }))).toEqual({ fileName: "a.pdf", purpose: "user_validation" });
    expect(read(form({ fileName: "a.pdf", purpose: "assistant_price_validation" }))?.purpose).toBe(
      "assistant_price_validation",
    );
    expect(read(form({ fileName: "a.pdf", purpose: "avatar" }))).toBeNull();
    expect(read(form({ purpose: "user_validation" }))).toBeNull();
  });
});
