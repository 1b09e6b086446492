import type {
  CertificateFieldsFragment,
  CmeAccreditationFieldsFragment,
  CmeAttemptFieldsFragment,
  CmeProgressFieldsFragment,
} from "~/.server/graphql/generated/graphql";
import type { AttemptResult, CertificateData, CmeBoxData, OpenAttempt } from "./model";

// From the upstream's CME answer to what the box, the test dialog and the certificate pages show.

/** `?dialog=cme-test`: the page loads the open attempt's questions too. */
export const wantsCmeTest = (url: URL) => url.searchParams.get("dialog") === "cme-test";

export function toCertificate(c: CertificateFieldsFragment): CertificateData {
  return {
    id: c.id,
    number: c.number,
    type: c.type,
    status: c.status,
    requester: c.requester,
    points: c.points,
    category: c.category ?? null,
    vnr: c.vnr ?? null,
    efn: c.efn ?? null,
    contentTitle: c.content_title,
    issuedAt: c.issued_at,
    requestedAt: c.requested_at ?? null,
    accreditedAt: c.accredited_at ?? null,
    authority: c.authority?.name ?? null,
  };
}

function toResult(a: CmeAttemptFieldsFragment): AttemptResult | null {
  if (a.score == null) return null;
  const total = a.questions.length;
  return {
    id: a.id,
    score: a.score,
    passed: Boolean(a.passed),
    passMark: a.pass_mark,
    total,
    wrongCount: Math.max(0, total - a.score),
  };
}

export function toOpenAttempt(a: CmeAttemptFieldsFragment): OpenAttempt {
  return {
    id: a.id,
    questions: a.questions.map((q) => ({ id: q.id, text: q.text, options: q.options })),
    answers: Object.fromEntries(a.answers.map((answer) => [answer.question_id, answer.option_id])),
  };
}

export function toCmeBox(
  contentId: string,
  cme: CmeAccreditationFieldsFragment | null | undefined,
  progress:
    (CmeProgressFieldsFragment & { open_attempt?: CmeAttemptFieldsFragment | null }) | null | undefined,
): CmeBoxData | null {
  if (!cme) return null;
  return {
    contentId,
    points: cme.points,
    category: cme.category,
    vnr: cme.vnr,
    authority: cme.authority.name,
    valid: cme.valid,
    validTo: cme.valid_to,
    thresholdMinutes: cme.threshold_minutes,
    processingDays: cme.processing_days,
    nominalMinutes: cme.nominal_minutes,
    demo: cme.demo,
    progress: progress
      ? {
          secondsWatched: progress.seconds_watched,
          thresholdReached: progress.threshold_reached,
          testAvailable: progress.test_available,
          testPassed: progress.test_passed,
          pointsRequested: progress.points_requested,
          certificateAvailable: progress.certificate_available,
          attemptsLeft: progress.attempts_left,
          retakeAt: progress.retake_at ?? null,
          openAttemptId: progress.open_attempt_id?.id ?? null,
          lastAttempt: progress.last_attempt ? toResult(progress.last_attempt) : null,
          certificate: progress.certificate ? toCertificate(progress.certificate) : null,
        }
      : null,
  };
}

/** The test dialog's data: the open attempt (questions), or the latest result. */
export function toCmeTest(
  progress:
    (CmeProgressFieldsFragment & { open_attempt?: CmeAttemptFieldsFragment | null }) | null | undefined,
) {
  if (!progress) return null;
  return {
    attempt: progress.open_attempt ? toOpenAttempt(progress.open_attempt) : null,
    result: progress.last_attempt ? toResult(progress.last_attempt) : null,
    attemptsLeft: progress.attempts_left,
    retakeAt: progress.retake_at ?? null,
  };
}
