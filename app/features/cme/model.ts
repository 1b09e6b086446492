// What the CME box, the test dialog and the certificates pages show: plain data the
// loaders build from the upstream answer (app/features/cme/cme.server.ts), free of GraphQL types.

export type CertificateStatus = "TO_BE_REQUESTED" | "REQUESTED" | "RELEASE_PENDING" | "ACCREDITED";

export type CertificateData = {
  id: string;
  number: string;
  type: "LIVE" | "VOD" | "PARTICIPATION";
  status: CertificateStatus;
  /** PLATFORM: through the EIV with the EFN; EXTERNAL: the user submits the PDF. */
  requester: "PLATFORM" | "EXTERNAL";
  points: number;
  category: string | null;
  vnr: string | null;
  efn: string | null;
  contentTitle: string;
  issuedAt: string;
  requestedAt: string | null;
  accreditedAt: string | null;
  authority: string | null;
};

/** The consent checkbox of a certificate's application: the /cme action points its error at it. */
export const consentFieldId = (certificateId: string) => `cme-consent-${certificateId}`;

/**
 * The label of an accreditation's number: a German chamber's VNR is 19 digits beginning with 276;
 * the European accreditors (EACCME, EBAP) give numbers of their own, which are no VNR.
 */
export const numberLabelKey = (value: string | null): "box.vnr_label" | "box.code_label" =>
  value && !/^276\d{16}$/.test(value) ? "box.code_label" : "box.vnr_label";

export type AttemptResult = {
  id: string;
  score: number;
  passed: boolean;
  passMark: number;
  total: number;
  /** How many were answered wrong or not at all; which ones the API does not say (decision 016). */
  wrongCount: number;
};

export type TestQuestion = { id: string; text: string; options: { id: string; text: string }[] };

export type OpenAttempt = {
  id: string;
  questions: TestQuestion[];
  /** question id -> chosen option id */
  answers: Record<string, string>;
};

export type CmeBoxData = {
  contentId: string;
  points: number;
  category: string;
  vnr: string;
  authority: string;
  valid: boolean;
  validTo: string;
  thresholdMinutes: number;
  processingDays: number;
  /** The accredited length ("Umfang"); the demo plays short samples. */
  nominalMinutes: number;
  /** A demo item: its threshold is 1 minute, and the box says so. */
  demo: boolean;
  /** Null when anonymous. */
  progress: {
    secondsWatched: number;
    thresholdReached: boolean;
    testAvailable: boolean;
    testPassed: boolean;
    pointsRequested: boolean;
    certificateAvailable: boolean;
    /** Attempts that may still start within the 24 hours (3 at most). */
    attemptsLeft: number;
    /** All attempts of the 24 hours used: when the next may start (ISO), else null. */
    retakeAt: string | null;
    openAttemptId: string | null;
    lastAttempt: AttemptResult | null;
    certificate: CertificateData | null;
  } | null;
};

/** The four steps of spec §4 and which is done. */
export function cmeSteps(box: CmeBoxData) {
  const p = box.progress;
  return {
    watched: Boolean(p?.thresholdReached),
    passed: Boolean(p?.testPassed),
    applied: Boolean(p?.pointsRequested || p?.certificate?.requester === "EXTERNAL"),
    available: Boolean(p?.certificateAvailable),
  };
}

/** Whole minutes watched, never past the threshold's display. */
export const minutesOf = (seconds: number) => Math.floor(seconds / 60);

/** The dialog's question from `?q=` (1-based), kept within the attempt. */
export function questionIndex(param: string | null, count: number): number {
  const n = Number(param);
  return Number.isInteger(n) && n >= 1 && n <= count ? n - 1 : 0;
}

/** The questions not answered yet, 1-based, for the "still open" message. */
export const unanswered = (attempt: OpenAttempt) =>
  attempt.questions.flatMap((question, index) => (attempt.answers[question.id] ? [] : [index + 1]));

/** Where the PDF of a certificate is downloaded. */
export const certificatePdfHref = (id: string) => `/profile/certificates/${encodeURIComponent(id)}/pdf`;
/** The public verification page (the QR code's target). */
export const verifyHref = (number: string) => `/zertifikat/${encodeURIComponent(number)}`;

/** The status as the user reads it (namespace cme): EXTERNAL certificates are submitted by the user. */
export const statusKey = (certificate: Pick<CertificateData, "status" | "requester" | "type">): string =>
  certificate.type === "PARTICIPATION"
    ? "certificates.status_PARTICIPATION"
    : certificate.requester === "EXTERNAL"
      ? "certificates.status_EXTERNAL"
      : `certificates.status_${certificate.status}`;

export type ParticipationData = {
  secondsWatched: number;
  thresholdMinutes: number;
  certificate: CertificateData | null;
};

/**
 * The page `path` with the CME test dialog at question `at` (1-based), at its latest result
 * ("result"), or without the dialog (null). Used by the /cme action and the CME box alike.
 */
export function cmeTestHref(path: string, at: number | "result" | null): string {
  const url = new URL(path, "http://site");
  for (const name of ["dialog", "q", "result"]) url.searchParams.delete(name);
  if (at !== null) url.searchParams.set("dialog", "cme-test");
  if (at === "result") url.searchParams.set("result", "1");
  else if (at !== null) url.searchParams.set("q", String(at));
  return url.pathname + url.search;
}
