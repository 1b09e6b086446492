/**
 * The names the app's live features use in Redis: one prefix, so an operator's ACL
 * (`~live-streams:* &live-streams:*`) or a look with `PSUBSCRIBE live-streams:*` covers them all.
 */
export const LIVE_CHANNEL_PREFIX = "live-streams:";

/** Session ends of the live streams (live-streams.ts). */
export const STREAM_END_CHANNEL = `${LIVE_CHANNEL_PREFIX}end`;
/** The conference rooms' messages (live-conference.ts). */
export const CONFERENCE_CHANNEL = `${LIVE_CHANNEL_PREFIX}conference`;
/** A conference room's seats. */
export const conferenceSeatsKey = (room: string) => `${LIVE_CHANNEL_PREFIX}conference:room:${room}`;
