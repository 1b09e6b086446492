import { randomInt } from "node:crypto";
import type { Db } from "../db.ts";
import { RELEASE_DAYS } from "../cme/rules.ts";

export interface QuestionRow {
  id: number;
  /** The topic bank it belongs to (server/cme/banks). */
  topic: string;
  text: string;
  options: string; // JSON string[]
  correct: number;
}

/**
 * One drawn question: its id, the order its options are shown in (indexes into its options) and the
 * opaque id each shown option has in this attempt only (`ids[i]` names `order[i]`; attempts
 * started before ids existed have none and use the indexes).
 */
export interface Drawn {
  question: number;
  order: number[];
  ids?: string[];
}

export interface AttemptRow {
  id: number;
  user_id: number;
  content_id: number;
  /** The bank it drew from: attempts count per user and bank. */
  topic: string;
  drawn: string; // JSON Drawn[]
  answers: string; // JSON {questionId: option index} (never the attempt's option ids)
  started_at: string;
  submitted_at: string | null;
  score: number | null;
}

export type CertificateStatus = "TO_BE_REQUESTED" | "REQUESTED" | "RELEASE_PENDING" | "ACCREDITED";

export interface CertificateRow {
  id: number;
  number: string;
  user_id: number;
  content_id: number;
  type: "LIVE" | "VOD" | "PARTICIPATION";
  status: CertificateStatus;
  requester: "PLATFORM" | "EXTERNAL";
  full_name: string;
  efn: string | null;
  content_title: string;
  points: number;
  category: string | null;
  vnr: string | null;
  authority: string | null;
  processing_days: number;
  attempt_id: number | null;
  issued_at: string;
  requested_at: string | null;
  release_pending_at: string | null;
  accredited_at: string | null;
}

export type NewCertificate = Omit<
  CertificateRow,
  "id" | "number" | "requested_at" | "release_pending_at" | "accredited_at"
> &
  Partial<Pick<CertificateRow, "requested_at" | "release_pending_at" | "accredited_at">>;

const DAY_MS = 24 * 60 * 60 * 1000;
// No 0/O or 1/I: the number is read off paper and typed in.
const NUMBER_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** A certificate number that cannot be guessed from another one: CME-2026-7K3M9QWD. */
export function certificateNumber(issued: Date): string {
  const random = Array.from({ length: 8 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join("");
  return `CME-${issued.getUTCFullYear()}-${random}`;
}

/** The topic banks' questions, test attempts and certificates (decision 016). */
export function createCmeStore(db: Db) {
  const pool = db.prepare<[string], QuestionRow>("SELECT * FROM cme_questions WHERE topic = ? ORDER BY id");
  const attempt = db.prepare<[number], AttemptRow>("SELECT * FROM cme_attempts WHERE id = ?");
  const latestAttempt = db.prepare<[number, number], AttemptRow>(
    "SELECT * FROM cme_attempts WHERE user_id = ? AND content_id = ? ORDER BY id DESC LIMIT 1",
  );
  // The user's latest attempts on a bank, whichever item they were on: enough for the daily limit
  // and for drawing questions the last attempts did not have.
  const recentAttempts = db.prepare<[number, string], AttemptRow>(
    "SELECT * FROM cme_attempts WHERE user_id = ? AND topic = ? ORDER BY id DESC LIMIT 10",
  );
  const passedAttempt = db.prepare<[number, number, number], AttemptRow>(
    `SELECT * FROM cme_attempts WHERE user_id = ? AND content_id = ? AND score >= ?
     ORDER BY id DESC LIMIT 1`,
  );
  const latestSubmitted = db.prepare<[number, number], AttemptRow>(
    `SELECT * FROM cme_attempts WHERE user_id = ? AND content_id = ? AND submitted_at IS NOT NULL
     ORDER BY id DESC LIMIT 1`,
  );
  const addAttempt = db.prepare(
    "INSERT INTO cme_attempts (user_id, content_id, topic, drawn, started_at) VALUES (?, ?, ?, ?, ?)",
  );
  const saveAnswers = db.prepare("UPDATE cme_attempts SET answers = ? WHERE id = ? AND submitted_at IS NULL");
  const submit = db.prepare(
    "UPDATE cme_attempts SET answers = ?, score = ?, submitted_at = ? WHERE id = ? AND submitted_at IS NULL",
  );

  const certificate = db.prepare<[number], CertificateRow>("SELECT * FROM cme_certificates WHERE id = ?");
  const byNumber = db.prepare<[string], CertificateRow>("SELECT * FROM cme_certificates WHERE number = ?");
  const forContent = db.prepare<[number, number], CertificateRow>(
    "SELECT * FROM cme_certificates WHERE user_id = ? AND content_id = ? ORDER BY id DESC LIMIT 1",
  );
  const forUser = db.prepare<[number], CertificateRow>(
    "SELECT * FROM cme_certificates WHERE user_id = ? ORDER BY issued_at DESC, id DESC",
  );
  const addCertificate = db.prepare(`INSERT INTO cme_certificates (number, user_id, content_id, type, status,
      requester, full_name, efn, content_title, points, category, vnr, authority, processing_days, attempt_id,
      issued_at, requested_at, release_pending_at, accredited_at)
    VALUES (@number, @user_id, @content_id, @type, @status, @requester, @full_name, @efn, @content_title, @points,
      @category, @vnr, @authority, @processing_days, @attempt_id, @issued_at, @requested_at, @release_pending_at,
      @accredited_at)`);
  const request = db.prepare(
    `UPDATE cme_certificates SET status = 'REQUESTED', requested_at = ?
     WHERE id = ? AND status = 'TO_BE_REQUESTED' AND requester = 'PLATFORM'`,
  );
  // One user's (a read of their certificates) or everyone's (the periodic job, user null).
  const inStatus = db.prepare<{ status: string; user: number | null }, CertificateRow>(
    "SELECT * FROM cme_certificates WHERE status = @status AND (@user IS NULL OR user_id = @user)",
  );
  const setStatus = db.prepare(
    `UPDATE cme_certificates SET status = @status,
       release_pending_at = coalesce(@release_pending_at, release_pending_at),
       accredited_at = coalesce(@accredited_at, accredited_at) WHERE id = @id`,
  );

  return {
    /** A topic bank's questions. */
    pool: (topic: string) => pool.all(topic),

    attempt: (id: number) => attempt.get(id) ?? null,
    latestAttempt: (user: number, content: number) => latestAttempt.get(user, content) ?? null,
    latestSubmitted: (user: number, content: number) => latestSubmitted.get(user, content) ?? null,
    passedAttempt: (user: number, content: number, passMark: number) =>
      passedAttempt.get(user, content, passMark) ?? null,
    /** The user's latest attempts on a topic bank (at any item on it), newest first. */
    recentAttempts: (user: number, topic: string) => recentAttempts.all(user, topic),
    /**
     * Starts an attempt at an item with what `draw` answers from the user's latest attempts on its
     * bank (newest first, any item) and their latest at this item, or none when it answers null: one
     * IMMEDIATE transaction, so parallel starts, also at two items of one topic, are decided one after
     * the other (the daily limit holds, no second open attempt).
     */
    startAttempt(
      user: number,
      content: number,
      topic: string,
      now: Date,
      draw: (recent: AttemptRow[], latestHere: AttemptRow | null) => Drawn[] | null,
    ): AttemptRow | null {
      return db
        .transaction(() => {
          const drawn = draw(recentAttempts.all(user, topic), latestAttempt.get(user, content) ?? null);
          if (!drawn) return null;
          const { lastInsertRowid } = addAttempt.run(
            user,
            content,
            topic,
            JSON.stringify(drawn),
            now.toISOString(),
          );
          return attempt.get(Number(lastInsertRowid)) as AttemptRow;
        })
        .immediate();
    },
    saveAnswers: (id: number, answers: Record<string, number>) =>
      saveAnswers.run(JSON.stringify(answers), id).changes === 1,
    submit: (id: number, answers: Record<string, number>, score: number, now: Date) =>
      submit.run(JSON.stringify(answers), score, now.toISOString(), id).changes === 1,

    certificate: (id: number) => certificate.get(id) ?? null,
    byNumber: (number: string) => byNumber.get(number) ?? null,
    forContent: (user: number, content: number) => forContent.get(user, content) ?? null,
    forUser: (user: number) => forUser.all(user),
    issue(input: NewCertificate): CertificateRow {
      const { lastInsertRowid } = addCertificate.run({
        requested_at: null,
        release_pending_at: null,
        accredited_at: null,
        ...input,
        number: certificateNumber(new Date(input.issued_at)),
      });
      return certificate.get(Number(lastInsertRowid)) as CertificateRow;
    },
    request: (id: number, now: Date) => request.run(now.toISOString(), id).changes === 1,

    /**
     * The simulated EIV (the chambers' electronic distributor): a requested certificate reaches the
     * chamber after its processing time (RELEASE_PENDING) and is released RELEASE_DAYS later
     * (ACCREDITED). Answers the certificates that became ACCREDITED now, for the "available" mail.
     */
    transmit(now: Date, user: number | null = null): CertificateRow[] {
      return db.transaction(() => {
        const accredited: CertificateRow[] = [];
        for (const row of inStatus.all({ status: "REQUESTED", user })) {
          const reached = Date.parse(row.requested_at ?? "") + row.processing_days * DAY_MS;
          if (reached > now.getTime()) continue;
          setStatus.run({
            id: row.id,
            status: "RELEASE_PENDING",
            release_pending_at: new Date(reached).toISOString(),
            accredited_at: null,
          });
        }
        for (const row of inStatus.all({ status: "RELEASE_PENDING", user })) {
          const released = Date.parse(row.release_pending_at ?? "") + RELEASE_DAYS * DAY_MS;
          if (released > now.getTime()) continue;
          setStatus.run({
            id: row.id,
            status: "ACCREDITED",
            release_pending_at: null,
            accredited_at: new Date(released).toISOString(),
          });
          accredited.push(certificate.get(row.id) as CertificateRow);
        }
        return accredited;
      })();
    },
  };
}

export type CmeStore = ReturnType<typeof createCmeStore>;
