import { describe, expect, it } from "vitest";
import { SHARE_NETWORKS, sharedUrl, shareLinks } from "./share-links";

const url = "https://fortbildung.example/video/herz-und-hirn";
const text = "Diese Fortbildung auf Fortbildung könnte dich interessieren: Herz & Hirn";
const title = "Herz & Hirn";

describe("sharedUrl", () => {
  it("is the page without dialog parameters and without a start time", () => {
    expect(sharedUrl(`${url}?dialog=share&share_at=1&share_t=1234`)).toBe(url);
    expect(sharedUrl(`${url}?t=00:10#chapter`)).toBe(url);
    expect(sharedUrl(url, null)).toBe(url);
    expect(sharedUrl(url, 0)).toBe(url);
  });

  it("adds t=MM:SS for a start time, after other parameters", () => {
    expect(sharedUrl(url, 754)).toBe(`${url}?t=12:34`);
    expect(sharedUrl(url, 99)).toBe(`${url}?t=01:39`);
    expect(sharedUrl(`${url}?ref=mail`, 754)).toBe(`${url}?ref=mail&t=12:34`);
  });
});

describe("shareLinks", () => {
  const encoded = encodeURIComponent(url);

  it("builds one link per network, each with the encoded URL", () => {
    const links = shareLinks({ url, title, text });
    expect(Object.keys(links)).toEqual([...SHARE_NETWORKS]);
    for (const network of SHARE_NETWORKS) expect(links[network]).toContain(encoded);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(links.twitter).toBe(
      `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(text)}`,
    );
    expect(links.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`);
  });

  it("encodes the recommendation text and the title (no raw & or spaces)", () => {
    const links = shareLinks({ url, title, text });
    expect(links.email).toBe(
      `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`,
    );
    expect(links.email).toContain("Herz%20%26%20Hirn");
    expect(links.email).toContain("k%C3%B6nnte");
    for (const network of SHARE_NETWORKS) expect(links[network]).not.toMatch(/\s/);
  });

  it("carries the start time in every link", () => {
    const links = shareLinks({ url, title, text, startSeconds: 754 });
    const withTime = encodeURIComponent(`${url}?t=12:34`);
    expect(withTime).toContain("%3Ft%3D12%3A34");
    for (const network of SHARE_NETWORKS) expect(links[network]).toContain(withTime);
  });
});
