import { describe, expect, it } from "vitest";
import { readEnv } from "../env.ts";
import { createMediaSigner, forgeMediaToken, mediaConfigFromEnv } from "./tokens.ts";

const signer = createMediaSigner({ secret: "s3cret", ttlSeconds: 7200 });
const now = new Date("2026-03-01T10:01:00Z");

describe("media tokens", () => {
  it("grants one item until it expires (rounded up to 10 minutes)", () => {
    const { token, expiresAt } = signer.sign(42, now);
    expect(expiresAt.toISOString()).toBe("2026-03-01T12:10:00.000Z");
    expect(signer.sign(42, new Date(now.getTime() + 60_000)).token).toBe(token);
    expect(signer.verify(token, now)).toEqual({ contentId: 42, expires: expiresAt.getTime() / 1000 });
    expect(signer.verify(token, new Date(expiresAt.getTime() - 1))).not.toBeNull();
    expect(signer.verify(token, expiresAt)).toBeNull();
  });

  it("refuses tampered, foreign and malformed tokens", () => {
    const { token } = signer.sign(42, now);
    const [payload, mac] = token.split(".") as [string, string];
    const expires = Buffer.from(payload, "base64url").toString().split(".")[1];
    const otherItem = `${Buffer.from(`43.${expires}`).toString("base64url")}.${mac}`;
    expect(signer.verify(otherItem, now)).toBeNull();
    const longer = `${Buffer.from(`42.${Number(expires) + 3600}`).toString("base64url")}.${mac}`;
    expect(signer.verify(longer, now)).toBeNull();
    const otherSecret = forgeMediaToken("wrong", 42, Number(expires));
    expect(signer.verify(otherSecret, now)).toBeNull();
    for (const bad of ["", "abc", "a.b.c", `${payload}.`, "..", `${payload}.${mac}x`]) {
      expect(signer.verify(bad, now)).toBeNull();
    }
    expect(signer.verify(forgeMediaToken("s3cret", 42, Number(expires)), now)?.contentId).toBe(42);
  });

  it("reads MEDIA_SECRET and MEDIA_URL_TTL_SECONDS, empty counting as unset", () => {
    expect(mediaConfigFromEnv(readEnv({}))).toEqual({ secret: "reference-media-secret", ttlSeconds: 7200 });
    expect(mediaConfigFromEnv(readEnv({ MEDIA_SECRET: "", MEDIA_URL_TTL_SECONDS: "" }))).toEqual({
      secret: "reference-media-secret",
      ttlSeconds: 7200,
    });
    expect(mediaConfigFromEnv(readEnv({ MEDIA_SECRET: "x", MEDIA_URL_TTL_SECONDS: "60" }))).toEqual({
      secret: "x",
      ttlSeconds: 60,
    });
    expect(() => readEnv({ MEDIA_URL_TTL_SECONDS: "soon" })).toThrow(/MEDIA_URL_TTL_SECONDS/);
  });
});
