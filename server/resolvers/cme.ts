/** CME: accreditation, the viewer's progress, the test, certificates and the points cycle. */
import { randomBytes, randomInt } from "node:crypto";
import type { Context } from "../context.ts";
import { fieldError, message, Validation, validationFailed, type FieldError } from "../errors.ts";
import { ACADEMIC_TITLES, parseId } from "../rules.ts";
import { categoryOf } from "../cme/accreditation.ts";
import { certificatePdf } from "../cme/certificate-pdf.ts";
import {
  AUTHORITIES,
  accreditationValid,
  ATTEMPTS_PER_DAY,
  attemptsLeft,
  nextAttemptAt,
  PARTICIPATION_MINUTES,
  PASS_MARK,
  passed,
  QUESTIONS_PER_ATTEMPT,
  score,
} from "../cme/rules.ts";
import { transmitCertificates } from "../cme/transmission.ts";
import { mails } from "../mails.ts";
import type { AttemptRow, CertificateRow, Drawn, QuestionRow } from "../store/cme.ts";
import type { ContentModel } from "../store/content.ts";
import { countingElsewhere } from "../store/watch.ts";
import { isLocked, livestreamState } from "./content.ts";
import { contentArg } from "./watching.ts";
import type {
  CertificateResolvers,
  LivestreamResolvers,
  MutationResolvers,
  QueryResolvers,
  VodResolvers,
} from "../generated/resolvers-types.ts";
import { signedIn } from "./signed-in.ts";
import type { FieldResolver } from "./types.ts";

const CME_KINDS = ["VOD", "LIVESTREAM"];

/** Accredited: points, an event number, and the topic bank its test draws from. */
const accredited = (item: ContentModel): item is ContentModel & { cme_topic: string; cme_vnr: string } =>
  item.cme_points > 0 && item.cme_vnr !== null && item.cme_topic !== null;
const authority = (code: string | null) => (code ? { code, name: AUTHORITIES[code] ?? code } : null);

/** Non-null in the contract: an accredited item without it is a data error, answered as one. */
function required<T>(value: T | null, item: ContentModel, what: string): T {
  if (value === null) throw new Error(`accredited content ${item.id} without its ${what}`);
  return value;
}

// --- accreditation and progress ---------------------------------------------

const cme: FieldResolver<VodResolvers, "cme"> = (item, _a, context) =>
  accredited(item)
    ? {
        points: item.cme_points,
        category: categoryOf(item.kind),
        vnr: item.cme_vnr,
        authority: required(authority(item.cme_authority), item, "authority"),
        valid_from: required(item.cme_valid_from, item, "valid_from"),
        valid_to: required(item.cme_valid_to, item, "valid_to"),
        valid: accreditationValid(item.cme_valid_from, item.cme_valid_to, context.now()),
        threshold_minutes: item.cme_threshold_minutes ?? 0,
        processing_days: item.cme_processing_days ?? 0,
        nominal_minutes: item.cme_nominal_minutes ?? 0,
        topic: item.cme_topic,
        demo: item.cme_demo === 1,
      }
    : null;

function progressOf(context: Context, userId: number, item: ContentModel & { cme_topic: string }) {
  const store = context.store;
  transmitCertificates(store, context.now(), userId);
  const watched = store.watch.progress(userId, item.id);
  const seconds = watched?.watched_seconds ?? 0;
  const threshold = item.cme_threshold_minutes ?? 0;
  const reached = seconds >= threshold * 60;
  const latest = store.cme.latestAttempt(userId, item.id);
  const certificate = store.cme.forContent(userId, item.id);
  // A certificate is issued only for a pass: it stands for the test when its attempt is gone.
  const passedAttempt = store.cme.passedAttempt(userId, item.id, PASS_MARK) ?? certificate;
  const lastSubmitted = store.cme.latestSubmitted(userId, item.id);
  const open = latest && !latest.submitted_at ? latest : null;
  // The daily limit counts the user's attempts on the item's bank, at any item on the topic.
  const starts = store.cme.recentAttempts(userId, item.cme_topic).map((row) => new Date(row.started_at));
  const now = context.now();
  // The wait only matters while there is a test to take and no attempt open.
  const retakeAt = passedAttempt || open ? null : nextAttemptAt(starts, now);
  return {
    seconds_watched: seconds,
    minutes_watched: Math.floor(seconds / 60),
    counting_elsewhere: countingElsewhere(watched, context.now()),
    threshold_minutes: threshold,
    threshold_reached: reached,
    test_available:
      reached &&
      !passedAttempt &&
      !retakeAt &&
      accreditationValid(item.cme_valid_from, item.cme_valid_to, now),
    test_passed: passedAttempt !== null,
    attempts_left: passedAttempt ? 0 : attemptsLeft(starts, now),
    retake_at: retakeAt?.toISOString() ?? null,
    points_requested:
      certificate !== null &&
      certificate.requester === "PLATFORM" &&
      certificate.status !== "TO_BE_REQUESTED",
    certificate_available:
      certificate !== null && (certificate.status === "ACCREDITED" || certificate.requester === "EXTERNAL"),
    open_attempt: open ? withPool(context, open) : null,
    last_attempt: lastSubmitted ? withPool(context, lastSubmitted) : null,
    certificate,
  };
}

const cme_progress: FieldResolver<VodResolvers, "cme_progress"> = (item, _a, context) => {
  const viewer = context.viewer();
  if (!viewer || !accredited(item)) return null;
  return progressOf(context, viewer.user.id, item);
};

export const cmeContentFields = { cme, cme_progress } satisfies VodResolvers;

function participationOf(context: Context, userId: number, item: ContentModel) {
  return {
    seconds_watched: context.store.watch.progress(userId, item.id)?.watched_seconds ?? 0,
    threshold_minutes: PARTICIPATION_MINUTES,
    certificate: context.store.cme.forContent(userId, item.id),
  };
}

const participation: FieldResolver<LivestreamResolvers, "participation"> = (item, _a, context) => {
  const viewer = context.viewer();
  if (!viewer || accredited(item)) return null;
  return participationOf(context, viewer.user.id, item);
};

export const livestreamParticipation = { participation } satisfies LivestreamResolvers;

// --- attempts ----------------------------------------------------------------

/** An attempt with the questions it drew from (CmeAttempt in the contract). */
export type AttemptModel = AttemptRow & { pool: Map<number, QuestionRow> };

const withPool = (context: Context, row: AttemptRow): AttemptModel => ({
  ...row,
  pool: new Map(context.store.cme.pool(row.topic).map((question) => [question.id, question])),
});

const drawnOf = (row: AttemptRow) => JSON.parse(row.drawn) as Drawn[];
const answersOf = (row: AttemptRow) => JSON.parse(row.answers) as Record<string, number>;
const keyOf = (attempt: AttemptModel): Record<string, number> =>
  Object.fromEntries(
    drawnOf(attempt).map((d) => [String(d.question), attempt.pool.get(d.question)?.correct ?? -1]),
  );
/** The ids this attempt shows its options under, in the order shown. */
const optionIds = (drawn: Drawn) => drawn.ids ?? drawn.order.map(String);
/** An option's id in this attempt from its index into the question's options ("" if not drawn). */
const idOf = (drawn: Drawn | undefined, index: number) =>
  drawn ? (optionIds(drawn)[drawn.order.indexOf(index)] ?? "") : "";

// After submission the attempt says only its score: neither which answers were right nor which
// questions were wrong, so a retake tests knowledge, not memory of the key (decision 016).
export const CmeAttempt = {
  id: (a: AttemptModel) => String(a.id),
  questions: (a: AttemptModel) =>
    drawnOf(a).map((drawn) => {
      const question = a.pool.get(drawn.question);
      const options = question ? (JSON.parse(question.options) as string[]) : [];
      const ids = optionIds(drawn);
      return {
        id: String(drawn.question),
        text: question?.text ?? "",
        options: drawn.order.map((index, at) => ({ id: ids[at] ?? "", text: options[index] ?? "" })),
      };
    }),
  answers: (a: AttemptModel) => {
    const drawn = new Map(drawnOf(a).map((d) => [String(d.question), d]));
    return Object.entries(answersOf(a)).map(([question, option]) => ({
      question_id: question,
      option_id: idOf(drawn.get(question), option),
    }));
  },
  passed: (a: AttemptModel) => (a.score === null ? null : passed(a.score)),
  pass_mark: () => PASS_MARK,
};

/** The ten questions of an attempt: a random draw from the pool, each with its options shuffled. */
function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Random option ids, new in every attempt: an id says nothing about the option in another one. */
function opaqueIds(count: number): string[] {
  const ids = new Set<string>();
  while (ids.size < count) ids.add(randomBytes(6).toString("base64url"));
  return [...ids];
}

/**
 * Draws QUESTIONS_PER_ATTEMPT questions, preferring those the latest attempts (`recent`, newest
 * first) did not have, then those they had longest ago; each with its options shuffled.
 */
function draw(pool: QuestionRow[], recent: AttemptRow[]): Drawn[] {
  const seen = new Map<number, number>();
  recent.forEach((row, age) => {
    for (const drawn of drawnOf(row)) if (!seen.has(drawn.question)) seen.set(drawn.question, age);
  });
  const staleness = (question: QuestionRow) => seen.get(question.id) ?? recent.length;
  return shuffle(pool)
    .sort((a, b) => staleness(b) - staleness(a))
    .slice(0, QUESTIONS_PER_ATTEMPT)
    .map((question) => {
      const order = shuffle((JSON.parse(question.options) as string[]).map((_t, index) => index));
      return { question: question.id, order, ids: opaqueIds(order.length) };
    });
}

const CME_ERRORS = {
  threshold: fieldError("CME_THRESHOLD_NOT_REACHED", "The watch threshold has not been reached yet."),
  expired: fieldError("CME_ACCREDITATION_EXPIRED", "The accreditation of this content is not valid."),
  passed: fieldError("CME_TEST_PASSED", "The test has already been passed."),
  attempt: message.invalid("attemptId"),
  consent: fieldError("CONSENT_REQUIRED", "The consent field must be accepted."),
  attempts: (at: Date) =>
    fieldError(
      "CME_ATTEMPTS_USED",
      `No more attempts for now: ${ATTEMPTS_PER_DAY} in 24 hours. The next can start at ${at.toISOString()}.`,
    ),
  efn: fieldError("EFN_MISSING", "Points can only be transmitted with an EFN."),
};

const refuse = (operation: string, key: string, error: FieldError, extra?: Record<string, string>): never => {
  throw validationFailed(operation, { [key]: [error] }, extra);
};

const startCmeTest: FieldResolver<MutationResolvers, "startCmeTest"> = signedIn(
  ({ user }, args, context, info) => {
    const item = contentArg(context, args.contentId, CME_KINDS, info.fieldName);
    if (!accredited(item) || isLocked(item, context))
      return refuse(info.fieldName, "contentId", message.invalid("contentId"));
    const progress = progressOf(context, user.id, item);
    if (progress.test_passed) return refuse(info.fieldName, "contentId", CME_ERRORS.passed);
    // An expired accreditation closes the test whatever was watched.
    if (!accreditationValid(item.cme_valid_from, item.cme_valid_to, context.now()))
      return refuse(info.fieldName, "contentId", CME_ERRORS.expired);
    if (!progress.threshold_reached) return refuse(info.fieldName, "contentId", CME_ERRORS.threshold);
    const now = context.now();
    const topic = item.cme_topic;
    const found: { open: AttemptRow | null; retakeAt: Date | null } = { open: null, retakeAt: null };
    const row = context.store.cme.startAttempt(user.id, item.id, topic, now, (recent, latestHere) => {
      // Decided inside the store's transaction: an open attempt at this item is answered again, not
      // counted; the limit and the fresh draw count every attempt on the topic's bank (decision 016).
      if (latestHere && !latestHere.submitted_at) found.open = latestHere;
      else
        found.retakeAt = nextAttemptAt(
          recent.map((attempt) => new Date(attempt.started_at)),
          now,
        );
      return found.open || found.retakeAt ? null : draw(context.store.cme.pool(topic), recent);
    });
    if (row) return withPool(context, row);
    if (found.open) return withPool(context, found.open);
    const retakeAt = found.retakeAt ?? now;
    // When the next attempt may start, for the client to say (the message has it for people only).
    return refuse(info.fieldName, "contentId", CME_ERRORS.attempts(retakeAt), {
      retakeAt: retakeAt.toISOString(),
    });
  },
);

type AnswerInput = { question_id: string; option_id: string };

/** The viewer's open attempt, with `answers` merged in after checking each belongs to it. */
function openAttempt(context: Context, attemptId: string, answers: AnswerInput[], operation: string) {
  const { user } = context.requireViewer();
  const id = parseId(attemptId);
  const row = id === null ? null : context.store.cme.attempt(id);
  // Another user's attempt answers exactly like an unknown one.
  if (!row || row.user_id !== user.id || row.submitted_at)
    return refuse(operation, "attemptId", CME_ERRORS.attempt);
  const attempt = withPool(context, row);
  const drawn = new Map(drawnOf(row).map((d) => [String(d.question), d]));
  const merged = answersOf(row);
  const validation = new Validation();
  answers.forEach((answer, index) => {
    const question = drawn.get(answer.question_id);
    const at = question ? optionIds(question).indexOf(answer.option_id) : -1;
    const option = question?.order[at];
    if (option === undefined) validation.add(`answers.${index}`, message.invalid(`answers.${index}`));
    else merged[answer.question_id] = option;
  });
  validation.throwIfFailed(operation);
  return { attempt, merged };
}

const answerCmeQuestions: FieldResolver<MutationResolvers, "answerCmeQuestions"> = (
  _p,
  args,
  context,
  info,
) => {
  const { attempt, merged } = openAttempt(context, args.attemptId, args.answers, info.fieldName);
  context.store.cme.saveAnswers(attempt.id, merged);
  return { ...attempt, answers: JSON.stringify(merged) };
};

const submitCmeTest: FieldResolver<MutationResolvers, "submitCmeTest"> = signedIn(
  ({ user }, args, context, info) => {
    const { attempt, merged } = openAttempt(context, args.attemptId, args.answers ?? [], info.fieldName);
    const result = score(merged, keyOf(attempt));
    const now = context.now();
    // Submitted once: a second submission (a replay, a parallel post) scores nothing.
    if (!context.store.cme.submit(attempt.id, merged, result, now))
      return refuse(info.fieldName, "attemptId", CME_ERRORS.attempt);
    const item = context.store.items.byId(attempt.content_id);
    if (passed(result) && item && !context.store.cme.forContent(user.id, item.id)) {
      const issued = context.store.cme.issue({
        user_id: user.id,
        content_id: item.id,
        type: item.kind === "LIVESTREAM" ? "LIVE" : "VOD",
        status: "TO_BE_REQUESTED",
        requester: user.efn ? "PLATFORM" : "EXTERNAL",
        full_name: `${user.first_name} ${user.last_name}`,
        efn: user.efn,
        content_title: item.title,
        points: item.cme_points,
        category: categoryOf(item.kind),
        vnr: item.cme_vnr,
        authority: item.cme_authority,
        processing_days: item.cme_processing_days ?? 0,
        attempt_id: attempt.id,
        issued_at: now.toISOString(),
      });
      // Without an EFN the certificate is the proof at once: the user submits it themselves.
      if (issued.requester === "EXTERNAL") {
        context.store.outbox.send(mails.certificateAvailable(user.email, user.first_name, issued), now);
      }
    }
    return withPool(context, context.store.cme.attempt(attempt.id) as AttemptRow);
  },
);

const recordLivePresence: FieldResolver<MutationResolvers, "recordLivePresence"> = signedIn(
  ({ user }, args, context, info) => {
    const item = contentArg(context, args.contentId, ["LIVESTREAM"], info.fieldName);
    if (isLocked(item, context) || livestreamState(item, context.now()) !== "LIVE")
      return refuse(info.fieldName, "contentId", message.invalid("contentId"));
    const row = context.store.watch.presence(user.id, item.id, context.now());
    if (accredited(item)) return progressOf(context, user.id, item);
    // Without CME points, enough presence earns a participation certificate (no points, nothing to transmit).
    if (
      row.watched_seconds >= PARTICIPATION_MINUTES * 60 &&
      !context.store.cme.forContent(user.id, item.id)
    ) {
      context.store.cme.issue({
        user_id: user.id,
        content_id: item.id,
        type: "PARTICIPATION",
        status: "TO_BE_REQUESTED",
        requester: "EXTERNAL",
        full_name: `${user.first_name} ${user.last_name}`,
        efn: null,
        content_title: item.title,
        points: 0,
        category: null,
        vnr: null,
        authority: null,
        processing_days: 0,
        attempt_id: null,
        issued_at: context.now().toISOString(),
      });
    }
    return {
      ...emptyProgress,
      seconds_watched: row.watched_seconds,
      minutes_watched: Math.floor(row.watched_seconds / 60),
      counting_elsewhere: countingElsewhere(row, context.now()),
    };
  },
);

const emptyProgress = {
  seconds_watched: 0,
  minutes_watched: 0,
  threshold_minutes: 0,
  threshold_reached: false,
  test_available: false,
  test_passed: false,
  points_requested: false,
  certificate_available: false,
  attempts_left: 0,
  retake_at: null,
  open_attempt: null,
  last_attempt: null,
  certificate: null,
};

// --- certificates ------------------------------------------------------------

export const Certificate = {
  id: (c) => String(c.id),
  authority: (c) => authority(c.authority),
  content: (c, _a, { store }) => store.items.byId(c.content_id),
} satisfies CertificateResolvers;

/** The viewer's certificate, or the same validation error as for an unknown id. */
function ownCertificate(context: Context, id: string, operation: string): CertificateRow {
  const { user } = context.requireViewer();
  const parsed = parseId(id);
  const row = parsed === null ? null : context.store.cme.certificate(parsed);
  if (!row || row.user_id !== user.id) return refuse(operation, "id", message.invalid("id"));
  return row;
}

const myCertificates: FieldResolver<QueryResolvers, "myCertificates"> = signedIn(
  ({ user }, args, context) => {
    transmitCertificates(context.store, context.now(), user.id);
    const all = context.store.cme.forUser(user.id);
    return args.year ? all.filter((c) => new Date(c.issued_at).getUTCFullYear() === args.year) : all;
  },
);

const certificatePdfQuery: FieldResolver<QueryResolvers, "certificatePdf"> = async (
  _p,
  args,
  context,
  info,
) => {
  const row = ownCertificate(context, args.id, info.fieldName);
  transmitCertificates(context.store, context.now(), row.user_id);
  const current = context.store.cme.certificate(row.id) as CertificateRow;
  const user = context.store.users.byId(current.user_id);
  const bytes = await certificatePdf(current, {
    title: user?.title ? (ACADEMIC_TITLES[user.title] ?? null) : null,
    verifyUrl: new URL(`/zertifikat/${current.number}`, context.siteUrl).toString(),
    issuedBy: "Fortbildung",
  });
  return { file_name: `zertifikat-${current.number}.pdf`, base64: Buffer.from(bytes).toString("base64") };
};

const verifyCertificate: FieldResolver<QueryResolvers, "verifyCertificate"> = (_p, args, context) => {
  const number = args.number.trim().toUpperCase();
  if (!/^CME-\d{4}-[2-9A-Z]{8}$/.test(number)) return null;
  const found = context.store.cme.byNumber(number);
  if (!found) return null;
  transmitCertificates(context.store, context.now(), found.user_id);
  return context.store.cme.certificate(found.id);
};

const applyForCmePoints: FieldResolver<MutationResolvers, "applyForCmePoints"> = (
  _p,
  args,
  context,
  info,
) => {
  const row = ownCertificate(context, args.certificateId, info.fieldName);
  if (!args.consent) return refuse(info.fieldName, "consent", CME_ERRORS.consent);
  if (row.requester !== "PLATFORM") return refuse(info.fieldName, "certificateId", CME_ERRORS.efn);
  context.store.cme.request(row.id, context.now());
  return context.store.cme.certificate(row.id) as CertificateRow;
};

const cmeCycleStart: FieldResolver<QueryResolvers, "cmeCycleStart"> = (_p, _a, context) =>
  context.requireViewer().user.cme_cycle_start;

const setCmeCycleStart: FieldResolver<MutationResolvers, "setCmeCycleStart"> = signedIn(
  ({ user }, args, context, info) => {
    const date = new Date(args.date);
    const now = context.now();
    if (Number.isNaN(date.getTime()) || date > now || date.getUTCFullYear() < 1990) {
      return refuse(info.fieldName, "date", message.invalid("date"));
    }
    const day = date.toISOString().slice(0, 10);
    context.store.users.setCmeCycleStart(user.id, day, now);
    return `${day}T00:00:00.000Z`;
  },
);

export const cmeQueries = {
  myCertificates,
  certificatePdf: certificatePdfQuery,
  verifyCertificate,
  cmeCycleStart,
} satisfies QueryResolvers;
export const cmeMutations = {
  recordLivePresence,
  startCmeTest,
  answerCmeQuestions,
  submitCmeTest,
  applyForCmePoints,
  setCmeCycleStart,
} satisfies MutationResolvers;

/** For the test surface: the id of the correct option of each question, as this attempt shows it. */
export function answerKey(context: Context, attemptId: number): Record<string, string> | null {
  const row = context.store.cme.attempt(attemptId);
  if (!row) return null;
  const drawn = new Map(drawnOf(row).map((d) => [String(d.question), d]));
  return Object.fromEntries(
    Object.entries(keyOf(withPool(context, row))).map(([question, correct]) => [
      question,
      idOf(drawn.get(question), correct),
    ]),
  );
}
