import { createHmac } from "node:crypto";
import type { Context } from "../context.ts";
import { message, throwIfOverLimit, unauthenticated, Validation, validationFailed } from "../errors.ts";
import { parseId, personName } from "../rules.ts";
import { signingSecret } from "../secrets.ts";
import type { ContentModel } from "../store/content.ts";
import type { InterjectionRow, PollRow, QuestionRow } from "../store/live.ts";
import { isLocked, livestreamState } from "./content.ts";
import { forAnyStaff, requireStaff } from "./validation.ts";
import { auditItem, recordStaffAction } from "../staff/audit.ts";
import { signedIn } from "./signed-in.ts";
import type { FieldResolver } from "./types.ts";
import type {
  LiveConferenceMember,
  MutationResolvers,
  QueryResolvers,
} from "../generated/resolvers-types.ts";

// The live session of a livestream: questions, interjections, polls; decision 023.

type View = "AUDIENCE" | "MODERATION";
const QUESTION_MAX = 500;
const POLL_QUESTION_MAX = 255;
const POLL_OPTION_MAX = 120;
const POLL_OPTIONS = { min: 2, max: 6 };
/** Questions one viewer may ask in a minute: a conversation, not a flood. */
const QUESTIONS_PER_MINUTE = 3;
const MINUTE_MS = 60_000;
/** Requests to speak one viewer may make in ten minutes: a request waits for the moderators. */
const INTERJECTIONS_PER_WINDOW = 3;
const INTERJECTION_WINDOW_MS = 10 * MINUTE_MS;

const mapQuestion = (row: QuestionRow, view: View) => ({
  id: String(row.id),
  text: row.text,
  status: row.status,
  asked_by: row.anonymous && view === "AUDIENCE" ? null : personName(row),
  anonymous: row.anonymous === 1,
  hidden: row.hidden === 1,
  created_at: row.created_at,
});

const mapInterjection = (row: InterjectionRow, view: View) => ({
  id: String(row.id),
  status: row.status,
  user_name: view === "MODERATION" || row.status === "ACCEPTED" ? personName(row) : null,
  created_at: row.created_at,
});

function mapPoll(context: Context, row: PollRow, view: View) {
  const counts = new Map(context.store.live.votes(row.id).map((v) => [v.option_index, v.n]));
  const labels = JSON.parse(row.options) as string[];
  const shown = view === "MODERATION" || row.status === "CLOSED";
  return {
    id: String(row.id),
    question: row.question,
    status: row.status,
    options: labels.map((label, index) => ({ index, label, votes: shown ? (counts.get(index) ?? 0) : null })),
    total_votes: [...counts.values()].reduce((sum, n) => sum + n, 0),
  };
}

/** One view of the session at one version, read in one transaction so the two agree. */
export function liveState(context: Context, livestreamId: number, view: View) {
  const { live } = context.store;
  return context.store.db.transaction(() => {
    const session = live.session(livestreamId);
    const active = (id: number | null) => (id === null ? null : live.question(id));
    const activeQuestion = active(session.active_question_id);
    const activeInterjection =
      session.active_interjection_id === null ? null : live.interjection(session.active_interjection_id);
    const poll = live.latestPoll(livestreamId);
    return {
      livestream_id: String(livestreamId),
      version: session.version,
      view,
      questions: live.questions(livestreamId, view === "MODERATION").map((q) => mapQuestion(q, view)),
      active_question: activeQuestion ? mapQuestion(activeQuestion, view) : null,
      interjections: live
        .interjections(livestreamId, view === "MODERATION")
        .map((i) => mapInterjection(i, view)),
      active_interjection: activeInterjection ? mapInterjection(activeInterjection, view) : null,
      poll: poll ? mapPoll(context, poll, view) : null,
    };
  })();
}

export type LiveStateModel = ReturnType<typeof liveState>;

const isLive = (context: Context, item: ContentModel) =>
  !isLocked(item, context) && livestreamState(item, context.now()) === "LIVE";

/** A LIVE livestream the viewer may watch, by id; else a validation error on `key`. */
function liveArg(context: Context, id: string, operation: string, key = "livestream_id"): ContentModel {
  const parsed = parseId(id);
  const item = parsed === null ? null : context.store.items.byId(parsed);
  if (!item || item.kind !== "LIVESTREAM" || !isLive(context, item))
    throw validationFailed(operation, { [key]: [message.invalid(key)] });
  return item;
}

/** Runs a change of the session and tells every subscriber its new version. */
function changeSession<T>(context: Context, livestreamId: number, run: () => T): T {
  const { result, version } = context.store.live.change(livestreamId, run);
  context.live.publish(livestreamId, version);
  return result;
}

function readView(context: Context, view: View | null | undefined, operation: string): View {
  if (view === "MODERATION") requireStaff(context, operation);
  return view ?? "AUDIENCE";
}

/** The conference an accepted speaker joins; the token names the interjection and is signed. */
function conference(item: ContentModel, row: InterjectionRow) {
  const payload = Buffer.from(JSON.stringify({ interjection: row.id, livestream: item.id })).toString(
    "base64url",
  );
  const mac = createHmac("sha256", signingSecret("MEDIA_SECRET"))
    .update(`conference:${payload}`)
    .digest("base64url");
  return { session_name: `live-${item.slug}`, user_name: personName(row), token: `${payload}.${mac}` };
}

const liveSession: FieldResolver<QueryResolvers, "liveSession"> = signedIn(
  ({ user, simulating, staff }, args, context, info) => {
    const view = readView(context, args.view, info.fieldName);
    const item = context.store.items.bySlug("LIVESTREAM", args.livestream_slug);
    if (!item || !isLive(context, item)) return null;
    const { live } = context.store;
    const state = liveState(context, item.id, view);
    const mine = live.myInterjection(item.id, user.id);
    const poll = live.latestPoll(item.id);
    return {
      state,
      my_question_ids: live.myQuestionIds(item.id, user.id).map(String),
      my_interjection: mine ? mapInterjection(mine, "MODERATION") : null,
      my_poll_vote: poll ? live.myVote(poll.id, user.id) : null,
      // Nobody talks in the name of a person simulated by staff (decision 037).
      conference: mine?.status === "ACCEPTED" && !staff ? conference(item, mine) : null,
      can_moderate: user.role !== null && !simulating,
    };
  },
);

/**
 * The conference room (decision 036): while an interjection is ACCEPTED in a LIVE livestream, its
 * speaker and the staff are its members. Asked by the app for every signal it relays, so a member
 * who is no longer one (FINISH, the next speaker, the end of LIVE, a closed session) is refused at once.
 */
const liveConferenceRoom: FieldResolver<QueryResolvers, "liveConferenceRoom"> = signedIn(
  ({ user, simulating, staff }, args, context) => {
    // Simulating a chosen person reads as them, but nobody talks to anyone in their name (decision 037).
    if (staff) return null;
    const item = context.store.items.bySlug("LIVESTREAM", args.livestream_slug);
    if (!item || !isLive(context, item)) return null;
    const { live } = context.store;
    const activeId = live.session(item.id).active_interjection_id;
    const active = activeId === null ? null : live.interjection(activeId);
    if (!active || active.status !== "ACCEPTED") return null;
    const member = (
      candidate: { id: number; role: string | null } & Parameters<typeof personName>[0],
      staff: boolean,
    ): LiveConferenceMember | null =>
      candidate.id === active.user_id
        ? { user_id: String(candidate.id), name: personName(candidate), role: "SPEAKER" }
        : staff
          ? { user_id: String(candidate.id), name: personName(candidate), role: "MODERATOR" }
          : null;
    const me = member(user, user.role !== null && !simulating);
    if (!me) return null;
    const peerId = args.peer_user_id == null ? null : parseId(args.peer_user_id);
    const peerRow = peerId === null ? undefined : context.store.users.byId(peerId);
    const peer = peerRow ? member(peerRow, peerRow.role !== null) : null;
    return { livestream_id: String(item.id), interjection_id: String(active.id), me, peer };
  },
);

/** Conference events one participant may record in a minute: a call's changes, not a flood. */
const CONFERENCE_EVENTS_PER_MINUTE = 60;
/** And in one livestream: past it nothing more is recorded (a script's flood stays small). */
const CONFERENCE_EVENTS_PER_LIVESTREAM = 300;
const CONFERENCE_EVENTS_SHOWN = 200;

/**
 * Records an event of the caller's own call: the speaker of an interjection in the livestream
 * (accepted now or before), or staff (not simulating) once a room was open in it. The event is the
 * enum's (GraphQL refuses another name).
 */
const trackConferenceEvent: FieldResolver<MutationResolvers, "trackConferenceEvent"> = signedIn(
  ({ user, simulating }, args, context, info) => {
    const item = liveArg(context, args.livestream_id, info.fieldName);
    const { live } = context.store;
    const mine = live.myInterjection(item.id, user.id);
    const spoke = mine?.status === "ACCEPTED" || mine?.status === "FINISHED";
    const moderated = user.role !== null && !simulating && live.hadConference(item.id);
    if (!spoke && !moderated)
      throw validationFailed(info.fieldName, { livestream_id: [message.invalid("livestream_id")] });
    const now = context.now();
    throwIfOverLimit(
      (after) => live.conferenceEventsSince(user.id, after),
      CONFERENCE_EVENTS_PER_MINUTE,
      MINUTE_MS,
      now,
    );
    return live.addConferenceEvent(item.id, user.id, args.event, now, CONFERENCE_EVENTS_PER_LIVESTREAM);
  },
);

const liveConferenceEvents: FieldResolver<QueryResolvers, "liveConferenceEvents"> = forAnyStaff(
  (_staff, args, context) => {
    const id = parseId(args.livestream_id);
    if (id === null) return [];
    return context.store.live.conferenceEvents(id, CONFERENCE_EVENTS_SHOWN).map((row) => ({
      event: row.event,
      user_id: String(row.user_id),
      created_at: row.created_at,
    }));
  },
);

const askQuestion: FieldResolver<MutationResolvers, "askQuestion"> = signedIn(
  ({ user }, { input }, context, info) => {
    const item = liveArg(context, input.livestream_id, info.fieldName, "input.livestream_id");
    const validation = new Validation();
    const text = input.text.trim();
    if (text === "") validation.add("input.text", message.required("input.text"));
    else if (text.length > QUESTION_MAX)
      validation.add("input.text", message.max("input.text", QUESTION_MAX));
    validation.throwIfFailed(info.fieldName);
    const now = context.now();
    throwIfOverLimit(
      (after) => context.store.live.questionsSince(user.id, after),
      QUESTIONS_PER_MINUTE,
      MINUTE_MS,
      now,
    );
    const id = changeSession(context, item.id, () =>
      context.store.live.addQuestion(item.id, user.id, text, input.anonymous === true, now),
    );
    return mapQuestion(context.store.live.question(id)!, "MODERATION");
  },
);

const isWaitingOrSpeaking = (row: InterjectionRow) => row.status === "REQUESTED" || row.status === "ACCEPTED";

const requestInterjection: FieldResolver<MutationResolvers, "requestInterjection"> = signedIn(
  ({ user }, args, context, info) => {
    const item = liveArg(context, args.livestream_id, info.fieldName);
    const { live } = context.store;
    const open = live.myInterjection(item.id, user.id);
    if (open && isWaitingOrSpeaking(open)) return mapInterjection(open, "MODERATION");
    const now = context.now();
    throwIfOverLimit(
      (after) => live.interjectionsSince(item.id, user.id, after),
      INTERJECTIONS_PER_WINDOW,
      INTERJECTION_WINDOW_MS,
      now,
    );
    const id = changeSession(context, item.id, () => live.addInterjection(item.id, user.id, now));
    return mapInterjection(live.interjection(id)!, "MODERATION");
  },
);

const withdrawInterjection: FieldResolver<MutationResolvers, "withdrawInterjection"> = signedIn(
  ({ user }, args, context, info) => {
    const item = liveArg(context, args.livestream_id, info.fieldName);
    const { live } = context.store;
    const mine = live.myInterjection(item.id, user.id);
    if (!mine) return null;
    if (isWaitingOrSpeaking(mine)) {
      changeSession(context, item.id, () => {
        live.setInterjectionStatus(mine.id, mine.status === "ACCEPTED" ? "FINISHED" : "WITHDRAWN");
        if (live.session(item.id).active_interjection_id === mine.id)
          live.setActiveInterjection(item.id, null);
      });
    }
    return mapInterjection(live.interjection(mine.id)!, "MODERATION");
  },
);

const votePoll: FieldResolver<MutationResolvers, "votePoll"> = signedIn(({ user }, args, context, info) => {
  const { live } = context.store;
  const parsed = parseId(args.poll_id);
  const poll = parsed === null ? null : live.poll(parsed);
  const item = poll ? context.store.items.byId(poll.livestream_id) : null;
  if (!poll || !item || !isLive(context, item) || poll.status !== "OPEN")
    throw validationFailed(info.fieldName, { poll_id: [message.invalid("poll_id")] });
  const options = JSON.parse(poll.options) as string[];
  if (!Number.isInteger(args.option) || args.option < 0 || args.option >= options.length)
    throw validationFailed(info.fieldName, { option: [message.invalid("option")] });
  const counted = changeSession(context, item.id, () => live.vote(poll.id, user.id, args.option));
  if (!counted) throw validationFailed(info.fieldName, { option: [message.voted("option")] });
  return mapPoll(context, live.poll(poll.id)!, "AUDIENCE");
});

type ModerationAction = "ANSWER" | "ACTIVATE" | "HIDE" | "UNHIDE" | "ACCEPT" | "DECLINE" | "FINISH";
const QUESTION_ACTIONS: ModerationAction[] = ["ANSWER", "ACTIVATE", "HIDE", "UNHIDE"];

const moderateLiveSession: FieldResolver<MutationResolvers, "moderateLiveSession"> = forAnyStaff(
  (staff, args, context, info) => {
    const item = liveArg(context, args.livestream_id, info.fieldName);
    const { live } = context.store;
    const targetId = parseId(args.target_id);
    const invalidTarget = () =>
      validationFailed(info.fieldName, { target_id: [message.invalid("target_id")] });
    if (targetId === null) throw invalidTarget();
    const active = live.session(item.id);
    if (QUESTION_ACTIONS.includes(args.action)) {
      const question = live.question(targetId);
      if (!question || question.livestream_id !== item.id) throw invalidTarget();
      changeSession(context, item.id, () => {
        const wasActive = active.active_question_id === question.id;
        if (args.action === "ANSWER") live.setQuestionStatus(question.id, "ANSWERED");
        if (args.action === "HIDE") live.setQuestionHidden(question.id, true);
        if (args.action === "UNHIDE") live.setQuestionHidden(question.id, false);
        if (args.action === "ACTIVATE") {
          live.setQuestionHidden(question.id, false);
          live.setActiveQuestion(item.id, question.id);
        } else if (wasActive && args.action !== "UNHIDE") live.setActiveQuestion(item.id, null);
      });
      recordStaffAction(context, staff, "LIVE_MODERATED", {
        userId: question.user_id,
        detail: `${item.slug} ${args.action}`,
        facts: { livestream: auditItem(item), moderation_action: args.action },
      });
    } else {
      const interjection = live.interjection(targetId);
      if (!interjection || interjection.livestream_id !== item.id) throw invalidTarget();
      const from: Record<string, string> = { ACCEPT: "REQUESTED", DECLINE: "REQUESTED", FINISH: "ACCEPTED" };
      if (interjection.status !== from[args.action]) throw invalidTarget();
      changeSession(context, item.id, () => {
        if (args.action === "ACCEPT") {
          // One speaker at a time: accepting the next ends the one before.
          if (active.active_interjection_id !== null)
            live.setInterjectionStatus(active.active_interjection_id, "FINISHED");
          live.setInterjectionStatus(interjection.id, "ACCEPTED");
          live.setActiveInterjection(item.id, interjection.id);
        } else {
          live.setInterjectionStatus(interjection.id, args.action === "DECLINE" ? "DECLINED" : "FINISHED");
          if (active.active_interjection_id === interjection.id) live.setActiveInterjection(item.id, null);
        }
      });
      recordStaffAction(context, staff, "LIVE_MODERATED", {
        userId: interjection.user_id,
        detail: `${item.slug} ${args.action}`,
        facts: { livestream: auditItem(item), moderation_action: args.action },
      });
    }
    return liveState(context, item.id, "MODERATION");
  },
);

const openPoll: FieldResolver<MutationResolvers, "openPoll"> = forAnyStaff(
  (staff, { input }, context, info) => {
    const item = liveArg(context, input.livestream_id, info.fieldName, "input.livestream_id");
    const validation = new Validation();
    const question = input.question.trim();
    if (question === "") validation.add("input.question", message.required("input.question"));
    else if (question.length > POLL_QUESTION_MAX)
      validation.add("input.question", message.max("input.question", POLL_QUESTION_MAX));
    const options = input.options.map((option) => option.trim()).filter((option) => option !== "");
    if (options.length < POLL_OPTIONS.min || options.length > POLL_OPTIONS.max)
      validation.add("input.options", message.invalid("input.options"));
    options.forEach((option, index) => {
      if (option.length > POLL_OPTION_MAX)
        validation.add(`input.options.${index}`, message.max(`input.options.${index}`, POLL_OPTION_MAX));
    });
    validation.throwIfFailed(info.fieldName);
    const id = changeSession(context, item.id, () =>
      context.store.live.openPoll(item.id, question, options, context.now()),
    );
    recordStaffAction(context, staff, "POLL_OPENED", {
      detail: item.slug,
      facts: { livestream: auditItem(item) },
    });
    return mapPoll(context, context.store.live.poll(id)!, "MODERATION");
  },
);

const closePoll: FieldResolver<MutationResolvers, "closePoll"> = forAnyStaff((staff, args, context, info) => {
  const parsed = parseId(args.poll_id);
  const poll = parsed === null ? null : context.store.live.poll(parsed);
  if (!poll || poll.status !== "OPEN")
    throw validationFailed(info.fieldName, { poll_id: [message.invalid("poll_id")] });
  changeSession(context, poll.livestream_id, () => context.store.live.closePoll(poll.id));
  const [item] = context.store.content.byIds([poll.livestream_id]);
  recordStaffAction(context, staff, "POLL_CLOSED", {
    detail: `#${poll.id}`,
    facts: item ? { livestream: auditItem(item) } : null,
  });
  return mapPoll(context, context.store.live.poll(poll.id)!, "MODERATION");
});

/** A state without its version: two versions a view cannot tell apart read the same. */
const content = (state: LiveStateModel) => JSON.stringify({ ...state, version: 0 });

type SubscriptionArgs = { livestream_slug: string; after_version?: number | null; view?: View | null };

/**
 * The subscriber may still see the view: their token is still valid (not signed out, no new
 * password since, the account active) and, for the moderation view, they are still staff and not
 * simulating a user (the rule of requireStaff). Asked afresh for every state sent: a subscription
 * lasts for hours, and the moderation view names anonymous askers.
 */
function requireView(context: Context, view: View) {
  const current = context.viewerNow();
  if (!current) throw unauthenticated();
  if (view === "MODERATION" && (current.user.role === null || current.simulating))
    throw validationFailed("liveSession", { role: [message.unauthorized()] });
}

/**
 * The state now (when newer than `after_version`), then after every change the view shows: in
 * order, newest version only, never one twice. Ends when the livestream stops being LIVE, and with
 * an error once the subscriber may no longer see the view (requireView, before every state).
 */
async function* subscribeLiveSession(
  _p: unknown,
  args: SubscriptionArgs,
  context: Context,
): AsyncGenerator<{ liveSession: LiveStateModel }> {
  context.requireViewer();
  const view = readView(context, args.view, "liveSession");
  const item = context.store.items.bySlug("LIVESTREAM", args.livestream_slug);
  if (!item || !isLive(context, item))
    throw validationFailed("liveSession", { livestream_slug: [message.invalid("livestream_slug")] });
  // Listen before reading, so a change between the two is not missed.
  const changes = context.live.subscribe(item.id);
  let last = args.after_version ?? 0;
  try {
    const now = liveState(context, item.id, view);
    // What this view showed at `last`: a change it does not show (a request to speak, for the
    // audience) sends nothing, so one viewer's clicks do not go out to every viewer.
    let shown = content(now);
    if (now.version > last) {
      last = now.version;
      requireView(context, view);
      yield { liveSession: now };
    }
    for await (const version of changes) {
      if (version <= last) continue;
      if (!isLive(context, item)) return;
      const state = liveState(context, item.id, view);
      if (state.version <= last) continue;
      last = state.version;
      const next = content(state);
      if (next === shown) continue;
      shown = next;
      requireView(context, view);
      yield { liveSession: state };
    }
  } finally {
    await changes.return?.();
  }
}

export const liveQueries = { liveSession, liveConferenceRoom, liveConferenceEvents } satisfies QueryResolvers;
export const liveMutations = {
  askQuestion,
  requestInterjection,
  withdrawInterjection,
  votePoll,
  moderateLiveSession,
  trackConferenceEvent,
  openPoll,
  closePoll,
} satisfies MutationResolvers;
export const liveSubscriptions = { liveSession: { subscribe: subscribeLiveSession } };
