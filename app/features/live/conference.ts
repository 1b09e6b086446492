import { track } from "~/lib/analytics";

// The video conference of an interjection (spec 2.5 and 8), behind an adapter (decision 036): the
// default is the browser's own WebRTC, a mesh of the room's members signalled through the app
// (/live/{slug}/conference). A vendor adapter implements the same `join`, with the session's token.

/** Spec 3.6's ZoomSessionTrackingEvent: what the conference records and pushes to the data layer. */
export const CONFERENCE_EVENTS = [
  "JOINED",
  "LEFT",
  "PERMISSION_DENIED",
  "DEVICE_ERROR",
  "UNSUPPORTED",
  "CONNECTION_FAILED",
  "RECONNECTED",
  "MICROPHONE_MUTED",
  "MICROPHONE_UNMUTED",
  "CAMERA_OFF",
  "CAMERA_ON",
  "REMOVED",
  "ENDED",
] as const;
export type ConferenceEvent = (typeof CONFERENCE_EVENTS)[number];

/** The event a failure to join is recorded as. */
export const PROBLEM_EVENTS: Record<ConferenceProblem, ConferenceEvent> = {
  permission: "PERMISSION_DENIED",
  device: "DEVICE_ERROR",
  unsupported: "UNSUPPORTED",
  insecure: "UNSUPPORTED",
  connection: "CONNECTION_FAILED",
  full: "CONNECTION_FAILED",
  tabs: "CONNECTION_FAILED",
};

/**
 * Records an event of this person's call through the app (best effort: a lost record must not
 * disturb the call) and pushes it to the data layer as `conference_event`.
 */
export function reportConference(session: { slug: string; livestreamId: string }, event: ConferenceEvent) {
  track("conference_event", { conference_event: event });
  const body = new URLSearchParams({ intent: "track", livestream_id: session.livestreamId, event });
  void fetch(`/live/${encodeURIComponent(session.slug)}/conference`, { method: "POST", body }).catch(
    () => {},
  );
}

/**
 * Spec 8's live session errors, and two of the app's: the page is not in a secure context (plain
 * HTTP on another machine: no camera and microphone in any browser), the room is full.
 */
export type ConferenceProblem =
  "connection" | "device" | "permission" | "unsupported" | "insecure" | "full" | "tabs";

export class ConferenceError extends Error {
  constructor(readonly problem: ConferenceProblem) {
    super(problem);
    this.name = "ConferenceError";
  }
}

export type ConferenceRole = "SPEAKER" | "MODERATOR";

/** Someone in the room: a user in one of their tabs (`peer`). */
export type ConferenceParticipant = { user: string; peer: string; name: string; role: ConferenceRole };

export type RemoteParticipant = ConferenceParticipant & {
  /** Their camera and microphone, once their media arrives. */
  stream: MediaStream | null;
  connection: RTCPeerConnectionState;
  /** Their microphone is on (as their page says when it changes). */
  microphone: boolean;
};

/**
 * The call as the person in it sees it: `connected` only while a peer connection is; `waiting`
 * while nobody else is in the room; `ended` once the room is over (FINISH, the next speaker, the
 * livestream's end): the camera and microphone are off then.
 */
export type ConferenceState = "connecting" | "waiting" | "connected" | "reconnecting" | "failed" | "ended";

export type ConferenceSnapshot = {
  state: ConferenceState;
  participants: RemoteParticipant[];
  microphone: boolean;
  camera: boolean;
  /** The moderation muted this speaker's microphone. */
  mutedByModeration: boolean;
  /** Who was in the call with this tab and left it (until they come back). */
  departed: ConferenceParticipant[];
};

export interface ConferenceCall {
  /** The person's own camera and microphone. */
  stream: MediaStream;
  snapshot(): ConferenceSnapshot;
  /** Called after every change of the snapshot; returns how to stop. */
  subscribe(listener: () => void): () => void;
  setMicrophone(on: boolean): void;
  setCamera(on: boolean): void;
  /** Moderation: mutes the speaker's microphone (the app refuses it from anyone else). */
  mute(participant: ConferenceParticipant): Promise<void>;
  leave(): void;
}

export type ConferenceSession = {
  /** The livestream's slug: its room is /live/{slug}/conference. */
  slug: string;
  /** Where the call's events are recorded. */
  livestreamId: string;
  sessionName: string;
  userName: string;
  /** A vendor's join token; the app's own rooms know the person by their session. */
  token?: string;
};

export interface ConferenceAdapter {
  join(session: ConferenceSession): Promise<ConferenceCall>;
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

/** Speaker, moderation and experts: a mesh sends each one's media to every other, so it stays small. */
export const MESH_MAX = 6;
/** ICE restarts an offerer tries after a connection failed, before the call shows it failed. */
const RESTARTS = 2;
/** How long a call may stay "connecting" before it shows that it failed (a firewall, no TURN). */
export const CONNECT_DEADLINE_MS = 30_000;

type Welcome = ConferenceParticipant & { room: string; iceServers: RTCIceServer[] };
type RoomSignal = {
  from: ConferenceParticipant;
  kind: "offer" | "answer" | "candidate" | "mute" | "microphone";
  data: string;
};

type Peer = {
  who: ConferenceParticipant;
  pc: RTCPeerConnection;
  stream: MediaStream | null;
  /** This side sends the offers (it was in the room first). */
  offerer: boolean;
  candidates: RTCIceCandidateInit[];
  wasConnected: boolean;
  restarts: number;
  microphone: boolean;
};

function supported() {
  return (
    typeof RTCPeerConnection === "function" &&
    typeof EventSource === "function" &&
    Boolean(navigator.mediaDevices?.getUserMedia)
  );
}

/**
 * A signal belongs to the peer its tab id names only if it comes from that peer's user: one
 * claiming another user's tab is dropped (the app sets the sender, this is the second lock).
 */
export const fromItsPeer = (known: ConferenceParticipant | undefined, from: ConferenceParticipant) =>
  known === undefined || known.user === from.user;

/** Waits for the room's first event: who this tab is in it, and the ICE servers. */
function openRoom(url: string): Promise<{ source: EventSource; welcome: Welcome }> {
  return new Promise((resolve, reject) => {
    const source = new EventSource(url);
    const welcomed = (event: MessageEvent<string>) => {
      source.removeEventListener("welcome", welcomed);
      source.onerror = null;
      resolve({ source, welcome: JSON.parse(event.data) as Welcome });
    };
    source.addEventListener("welcome", welcomed);
    // Six tabs are in already: the stream says so (a refusal's body is not for EventSource).
    // Or this person has two tabs in it already ({"reason":"tabs"}).
    source.addEventListener("full", (event: MessageEvent<string>) => {
      source.close();
      const reason = (JSON.parse(event.data || "{}") as { reason?: string }).reason;
      reject(new ConferenceError(reason === "tabs" ? "tabs" : "full"));
    });
    // Refused (not in the room, signed out) or unreachable: no call.
    source.onerror = () => {
      source.close();
      reject(new ConferenceError("connection"));
    };
  });
}

/** The default adapter: the browser's WebRTC, signalled through the app (decision 036). */
export const webrtcConference: ConferenceAdapter = {
  async join(session) {
    const report = (event: ConferenceEvent) => reportConference(session, event);
    const fail = (problem: ConferenceProblem) => {
      report(PROBLEM_EVENTS[problem]);
      return new ConferenceError(problem);
    };
    // Outside a secure context browsers have no getUserMedia at all: not the browser's fault.
    if (typeof window === "undefined" || !window.isSecureContext) throw fail("insecure");
    if (!supported()) throw fail("unsupported");
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
    } catch (error) {
      throw fail(mediaProblem(error));
    }
    const url = `/live/${encodeURIComponent(session.slug)}/conference`;
    let room: { source: EventSource; welcome: Welcome };
    try {
      room = await openRoom(url);
    } catch (error) {
      stream.getTracks().forEach((track) => track.stop());
      throw fail(error instanceof ConferenceError ? error.problem : "connection");
    }
    return new MeshCall(url, stream, room.source, room.welcome, report);
  },
};

class MeshCall implements ConferenceCall {
  private readonly peers = new Map<string, Peer>();
  private readonly listeners = new Set<() => void>();
  private current: ConferenceSnapshot;
  private me: Welcome;
  private lost = false;
  private over = false;
  /** The room ended the call (not the person leaving). */
  private ended = false;
  private everConnected = false;
  /** Connecting took longer than CONNECT_DEADLINE_MS: the call shows it failed. */
  private timedOut = false;
  private deadline: ReturnType<typeof setTimeout> | undefined;
  private readonly departed = new Map<string, ConferenceParticipant>();

  constructor(
    private readonly url: string,
    readonly stream: MediaStream,
    private readonly source: EventSource,
    welcome: Welcome,
    private readonly report: (event: ConferenceEvent) => void,
  ) {
    this.me = welcome;
    this.current = {
      state: "waiting",
      participants: [],
      microphone: true,
      camera: true,
      mutedByModeration: false,
      departed: [],
    };
    const on = (type: string, handle: (data: never) => void) =>
      source.addEventListener(type, (event) =>
        handle(JSON.parse((event as MessageEvent<string>).data) as never),
      );
    on("welcome", (next: Welcome) => {
      // The stream came back (maybe on another instance): a new tab id, the others offer afresh.
      for (const peer of [...this.peers.values()]) this.drop(peer.who.peer);
      this.me = next;
      this.lost = false;
      this.update();
    });
    on("join", ({ from }: { from: ConferenceParticipant }) => void this.connect(from, true));
    on("leave", ({ from }: { from: ConferenceParticipant }) => {
      if (this.peers.has(from.peer)) this.departed.set(from.user, from);
      this.drop(from.peer);
    });
    on("signal", (signal: RoomSignal) => void this.receive(signal));
    source.addEventListener("ended", () => this.end());
    source.onerror = () => {
      if (this.over) return;
      if (source.readyState === EventSource.CLOSED) return this.end();
      this.lost = true;
      this.update();
    };
  }

  snapshot = () => this.current;

  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  setMicrophone(on: boolean) {
    if (on !== this.current.microphone) {
      this.report(on ? "MICROPHONE_UNMUTED" : "MICROPHONE_MUTED");
      // The others see whether this microphone is on (a disabled track only sends silence).
      for (const peer of this.peers.values()) void this.send(peer.who, "microphone", JSON.stringify({ on }));
    }
    this.stream.getAudioTracks().forEach((track) => (track.enabled = on));
    this.update({ microphone: on, mutedByModeration: on ? false : this.current.mutedByModeration });
  }

  setCamera(on: boolean) {
    if (on !== this.current.camera) this.report(on ? "CAMERA_ON" : "CAMERA_OFF");
    this.stream.getVideoTracks().forEach((track) => (track.enabled = on));
    this.update({ camera: on });
  }

  async mute(participant: ConferenceParticipant) {
    await this.send(participant, "mute", "{}");
  }

  leave() {
    if (this.over) return;
    this.over = true;
    clearTimeout(this.deadline);
    this.report(this.ended ? "ENDED" : "LEFT");
    this.source.close();
    for (const peer of this.peers.values()) peer.pc.close();
    this.peers.clear();
    this.stream.getTracks().forEach((track) => track.stop());
    this.update();
  }

  private end() {
    this.ended = true;
    this.leave();
  }

  private update(change: Partial<ConferenceSnapshot> = {}) {
    const peers = [...this.peers.values()];
    const states = peers.map((peer) => peer.pc.connectionState);
    const state: ConferenceState = this.over
      ? "ended"
      : states.includes("connected") && !this.lost
        ? "connected"
        : this.lost || peers.some((peer) => peer.wasConnected && peer.pc.connectionState !== "connected")
          ? peers.some((peer) => peer.restarts < RESTARTS || !peer.offerer) || this.lost
            ? "reconnecting"
            : "failed"
          : (peers.length > 0 && states.every((one) => one === "failed")) || this.timedOut
            ? "failed"
            : peers.length === 0
              ? "waiting"
              : "connecting";
    const before = this.current.state;
    if (state === "connected" && before !== "connected") {
      if (this.everConnected) this.report("RECONNECTED");
      else this.report("JOINED");
      this.everConnected = true;
    }
    if (state === "failed" && before !== "failed") this.report("CONNECTION_FAILED");
    // A call that never connects fails after a while instead of connecting for ever.
    if (state === "connecting" && before !== "connecting")
      this.deadline = setTimeout(() => {
        this.timedOut = true;
        this.update();
      }, CONNECT_DEADLINE_MS);
    if (state !== "connecting") clearTimeout(this.deadline);
    this.current = {
      ...this.current,
      ...change,
      state,
      participants: peers.map((peer) => ({
        ...peer.who,
        stream: peer.stream,
        connection: peer.pc.connectionState,
        microphone: peer.microphone,
      })),
      departed: [...this.departed.values()],
    };
    for (const listener of this.listeners) listener();
  }

  private peerFor(who: ConferenceParticipant, offerer: boolean): Peer | null {
    const known = this.peers.get(who.peer);
    if (known) return known;
    if (this.over || this.peers.size >= MESH_MAX - 1) return null;
    const pc = new RTCPeerConnection({ iceServers: this.me.iceServers });
    const peer: Peer = {
      who,
      pc,
      stream: null,
      offerer,
      candidates: [],
      wasConnected: false,
      restarts: 0,
      microphone: true,
    };
    this.peers.set(who.peer, peer);
    this.departed.delete(who.user);
    // Someone new: a new attempt, with a deadline of its own.
    this.timedOut = false;
    for (const track of this.stream.getTracks()) pc.addTrack(track, this.stream);
    pc.onicecandidate = (event) => {
      if (event.candidate) void this.send(who, "candidate", JSON.stringify(event.candidate.toJSON()));
    };
    pc.ontrack = (event) => {
      peer.stream = event.streams[0] ?? peer.stream ?? new MediaStream();
      if (!event.streams[0]) peer.stream.addTrack(event.track);
      this.update();
    };
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === "connected") {
        // Someone new hears nothing from a muted microphone: they learn it is off.
        if (!peer.wasConnected && !this.current.microphone)
          void this.send(who, "microphone", JSON.stringify({ on: false }));
        peer.wasConnected = true;
        peer.restarts = 0;
      }
      if (pc.connectionState === "failed" && peer.offerer && peer.restarts < RESTARTS) {
        peer.restarts += 1;
        void this.offer(peer, true);
      }
      this.update();
    };
    this.update();
    return peer;
  }

  /** Someone came into the room: this side offers. */
  private async connect(who: ConferenceParticipant, offerer: boolean) {
    const peer = this.peerFor(who, offerer);
    if (peer) await this.offer(peer, false);
  }

  private async offer(peer: Peer, iceRestart: boolean) {
    try {
      const offer = await peer.pc.createOffer({ iceRestart });
      await peer.pc.setLocalDescription(offer);
      await this.send(peer.who, "offer", JSON.stringify(peer.pc.localDescription));
    } catch {
      this.update();
    }
  }

  private async receive(signal: RoomSignal) {
    if (!fromItsPeer(this.peers.get(signal.from.peer)?.who, signal.from)) return;
    if (signal.kind === "mute") {
      if (this.me.role === "SPEAKER") this.setMicrophone(false);
      return this.update({ mutedByModeration: this.me.role === "SPEAKER" });
    }
    if (signal.kind === "microphone") {
      const peer = this.peers.get(signal.from.peer);
      if (!peer) return;
      try {
        peer.microphone = (JSON.parse(signal.data) as { on?: unknown }).on !== false;
      } catch {
        peer.microphone = true;
      }
      return this.update();
    }
    try {
      const data = JSON.parse(signal.data) as RTCSessionDescriptionInit & RTCIceCandidateInit;
      if (signal.kind === "offer") {
        const peer = this.peerFor(signal.from, false);
        if (!peer) return;
        // Both offered at once: the tab with the smaller id gives way (its offer is rolled back).
        if (peer.pc.signalingState === "have-local-offer" && this.me.peer > signal.from.peer) return;
        await peer.pc.setRemoteDescription(data);
        await this.flush(peer);
        await peer.pc.setLocalDescription(await peer.pc.createAnswer());
        await this.send(peer.who, "answer", JSON.stringify(peer.pc.localDescription));
        return;
      }
      const peer = this.peers.get(signal.from.peer);
      if (!peer) return;
      if (signal.kind === "answer") {
        if (peer.pc.signalingState !== "have-local-offer") return;
        await peer.pc.setRemoteDescription(data);
        await this.flush(peer);
      } else if (peer.pc.remoteDescription) await peer.pc.addIceCandidate(data);
      else peer.candidates.push(data);
    } catch {
      this.update();
    }
  }

  private async flush(peer: Peer) {
    for (const candidate of peer.candidates.splice(0)) await peer.pc.addIceCandidate(candidate);
  }

  private drop(peerId: string) {
    const peer = this.peers.get(peerId);
    if (!peer) return;
    peer.pc.close();
    this.peers.delete(peerId);
    this.timedOut = false;
    this.update();
  }

  private async send(to: ConferenceParticipant, kind: RoomSignal["kind"], data: string) {
    if (this.over) return;
    const body = new URLSearchParams({
      to_user: to.user,
      to_peer: to.peer,
      from_peer: this.me.peer,
      kind,
      data,
    });
    try {
      const answer = await fetch(this.url, { method: "POST", body });
      // Signed out: the call is over. (A room that ended says so on its stream.)
      if (answer.status === 401) this.end();
    } catch {
      this.lost = true;
      this.update();
    }
  }
}
