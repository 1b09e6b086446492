import { describe, expect, it } from "vitest";
import { contentLocale, inLocale, localisedMedia } from "./locale.ts";

describe("content locale", () => {
  it("takes the first supported language by preference, German otherwise", () => {
    expect(contentLocale("en")).toBe("en");
    expect(contentLocale("en-GB,en;q=0.9")).toBe("en");
    expect(contentLocale("fr,en;q=0.8,de;q=0.5")).toBe("en");
    expect(contentLocale("de;q=0.4,en;q=0.9")).toBe("en");
    expect(contentLocale("en;q=0,de")).toBe("de");
    expect(contentLocale("fr")).toBe("de");
    expect(contentLocale(null)).toBe("de");
  });

  it("answers the English text only where there is one", () => {
    expect(inLocale("en", "Für wen?", "Who is it for?")).toBe("Who is it for?");
    expect(inLocale("en", "Für wen?", null)).toBe("Für wen?");
    expect(inLocale("de", "Für wen?", "Who is it for?")).toBe("Für wen?");
  });

  it("asks for English captions of generated images only", () => {
    expect(localisedMedia("http://api/media/vods/a.svg", "en")).toBe("http://api/media/vods/a.svg?lang=en");
    expect(localisedMedia("http://api/media/vods/a.svg", "de")).toBe("http://api/media/vods/a.svg");
    expect(localisedMedia("https://cme.example/demo-api/media/vods/a.svg", "en")).toBe(
      "https://cme.example/demo-api/media/vods/a.svg?lang=en",
    );
    expect(localisedMedia("https://cdn.example.org/photo.jpg", "en")).toBe(
      "https://cdn.example.org/photo.jpg",
    );
    expect(localisedMedia(null, "en")).toBeNull();
  });
});
