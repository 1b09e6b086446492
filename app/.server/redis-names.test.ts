import { describe, expect, it } from "vitest";
import {
  CONFERENCE_CHANNEL,
  conferenceSeatsKey,
  LIVE_CHANNEL_PREFIX,
  STREAM_END_CHANNEL,
} from "./redis-names";

describe("the app's names in Redis", () => {
  it("the conference's channel and keys share the live streams' prefix, so one ACL pattern covers them", () => {
    const acl = new RegExp(`^${LIVE_CHANNEL_PREFIX}`);
    expect(STREAM_END_CHANNEL).toMatch(acl);
    expect(CONFERENCE_CHANNEL).toMatch(acl);
    expect(conferenceSeatsKey("42")).toMatch(acl);
    expect(new Set([STREAM_END_CHANNEL, CONFERENCE_CHANNEL, conferenceSeatsKey("42")]).size).toBe(3);
  });
});
