import { z } from "zod";

// The conference's ICE servers from WEBRTC_ICE_SERVERS (decision 036): JSON as RTCPeerConnection
// takes them. Unset or empty: none.

/** A STUN or TURN server's address (RFC 7064, 7065). */
const iceUrl = z
  .string()
  .regex(/^(stun|stuns|turn|turns):\S+$/, "an ICE server's url starts with stun:, stuns:, turn: or turns:");

const iceServers = z
  .array(
    z.object({
      urls: z.union([iceUrl, z.array(iceUrl).min(1)]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  )
  .max(10);

export const iceServersSchema = z
  .preprocess((value) => (value === "" || value === undefined ? "[]" : value), z.string())
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: "WEBRTC_ICE_SERVERS must be JSON" });
      return z.NEVER;
    }
  })
  .pipe(iceServers);
