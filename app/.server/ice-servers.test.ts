import { describe, expect, it } from "vitest";
import { iceServersSchema } from "./ice-servers";

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
