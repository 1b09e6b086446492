import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { iceServersFor, iceServersSchema } from "./ice-servers";

describe("WEBRTC_ICE_SERVERS", () => {
  it("is none when unset or empty, and a TURN server with its credentials when given", () => {
    expect(iceServersSchema.parse(undefined)).toEqual([]);
    expect(iceServersSchema.parse("")).toEqual([]);
    const turn = [{ urls: ["turn:turn.example.org:3478"], username: "conf", credential: "secret" }];
    expect(iceServersSchema.parse(JSON.stringify(turn))).toEqual(turn);
  });

  it("refuses what is not JSON or names no STUN or TURN address, so the app does not start with it", () => {
    expect(iceServersSchema.safeParse("turn:turn.example.org").success).toBe(false);
    expect(iceServersSchema.safeParse('[{"urls":"https://turn.example.org"}]').success).toBe(false);
    expect(iceServersSchema.safeParse('{"urls":"stun:stun.example.org"}').success).toBe(false);
  });
});

describe("iceServersFor (coturn's use-auth-secret)", () => {
  const servers = iceServersSchema.parse(
    JSON.stringify([
      { urls: "stun:stun.example.org" },
      { urls: "turn:turn.example.org:3478" },
      { urls: "turns:static.example.org", username: "fest", credential: "geheim" },
    ]),
  );
  const now = Date.UTC(2026, 0, 1, 12);

  it("gives the TURN server without credentials `expiry:userid` and the HMAC-SHA1 of it; the rest stays", () => {
    const [stun, turn, fixed] = iceServersFor(
      servers,
      "42",
      { secret: "s3cret-s3cret-s3cret", ttlSeconds: 600 },
      now,
    );
    expect(stun).toEqual({ urls: "stun:stun.example.org" });
    expect(fixed).toEqual(servers[2]);
    const username = `${now / 1000 + 600}:42`;
    expect(turn).toEqual({
      urls: "turn:turn.example.org:3478",
      username,
      credential: createHmac("sha1", "s3cret-s3cret-s3cret").update(username).digest("base64"),
    });
  });

  it("without a secret the servers are handed out as written", () => {
    expect(iceServersFor(servers, "42", { ttlSeconds: 600 }, now)).toEqual(servers);
  });
});
