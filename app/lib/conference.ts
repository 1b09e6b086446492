// The video conference of an interjection (spec 2.5 and 8), behind an adapter: the vendor's
// SDK cannot be loaded here, so the local adapter only takes the camera and microphone and shows the
// speaker their own picture. A vendor adapter implements the same `join` with the session's token.

/** Spec 8's live session errors. */
export type ConferenceProblem = "connection" | "device" | "permission" | "unsupported";

export class ConferenceError extends Error {
  constructor(readonly problem: ConferenceProblem) {
    super(problem);
    this.name = "ConferenceError";
  }
}

export interface ConferenceCall {
  /** The speaker's own camera and microphone. */
  stream: MediaStream;
  leave(): void;
}

export interface ConferenceAdapter {
  join(session: { sessionName: string; userName: string; token: string }): Promise<ConferenceCall>;
}

/** What getUserMedia's failure means for the speaker (DOMException names, old ones included). */
export function mediaProblem(error: unknown): ConferenceProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (["NotAllowedError", "SecurityError", "PermissionDeniedError"].includes(name)) return "permission";
  if (
    [
      "NotFoundError",
      "DevicesNotFoundError",
      "NotReadableError",
      "TrackStartError",
      "OverconstrainedError",
      "AbortError",
    ].includes(name)
  )
    return "device";
  if (name === "TypeError" || name === "NotSupportedError") return "unsupported";
  return "connection";
}

export const localConference: ConferenceAdapter = {
  async join(session) {
    if (typeof navigator === "undefined" || !navigator.mediaDevices?.getUserMedia || !window.isSecureContext)
      throw new ConferenceError("unsupported");
    if (!session.token) throw new ConferenceError("connection");
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
    } catch (error) {
      throw new ConferenceError(mediaProblem(error));
    }
    return { stream, leave: () => stream.getTracks().forEach((track) => track.stop()) };
  },
};
