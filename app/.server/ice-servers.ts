import { createHmac } from "node:crypto";
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

export type IceServer = z.infer<typeof iceServers>[number];

const isTurn = (server: IceServer) =>
  (Array.isArray(server.urls) ? server.urls : [server.urls]).some((url) => /^turns?:/.test(url));

/** A TURN server the operator left without credentials: it gets each member's own (TURN REST API). */
export const wantsRestCredentials = (server: IceServer) =>
  isTurn(server) && server.username === undefined && server.credential === undefined;

/**
 * The ICE servers for one member. With coturn's `use-auth-secret` (WEBRTC_TURN_SECRET), each TURN
 * server without credentials of its own gets short-lived ones: the username `expiry:userid` (Unix
 * seconds), the credential base64(HMAC-SHA1(secret, username)), which coturn checks with the same
 * secret. Static credentials stay as written.
 */
export function iceServersFor(
  servers: IceServer[],
  userId: string,
  turn: { secret?: string; ttlSeconds: number },
  now = Date.now(),
): IceServer[] {
  const { secret } = turn;
  if (!secret) return servers;
  const username = `${Math.floor(now / 1000) + turn.ttlSeconds}:${userId}`;
  const credential = createHmac("sha1", secret).update(username).digest("base64");
  return servers.map((server) =>
    wantsRestCredentials(server) ? { ...server, username, credential } : server,
  );
}
