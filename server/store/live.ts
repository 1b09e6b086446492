import type { ZoomSessionTrackingEvent } from "../generated/resolvers-types.ts";
import type { Db } from "../db.ts";

export type QuestionRow = {
  id: number;
  livestream_id: number;
  user_id: number;
  text: string;
  anonymous: number;
  status: "NEW" | "ANSWERED";
  hidden: number;
  created_at: string;
} & Person;
type Person = { title: string | null; first_name: string; last_name: string };
export type InterjectionStatus = "REQUESTED" | "ACCEPTED" | "DECLINED" | "FINISHED" | "WITHDRAWN";
export type ConferenceEventRow = {
  id: number;
  livestream_id: number;
  user_id: number;
  event: ZoomSessionTrackingEvent;
  created_at: string;
};

export type InterjectionRow = {
  id: number;
  livestream_id: number;
  user_id: number;
  status: InterjectionStatus;
  created_at: string;
} & Person;
export type PollRow = {
  id: number;
  livestream_id: number;
  question: string;
  options: string;
  status: "OPEN" | "CLOSED";
  created_at: string;
};
export type SessionRow = {
  livestream_id: number;
  version: number;
  active_question_id: number | null;
  active_interjection_id: number | null;
};

/** How many rows of each list a state carries: enough for a session, bounded for the fan-out. */
export const LIVE_LIST_LIMIT = 100;

/** The person behind a row, for their name (server/rules.ts personName). */
const PERSON = "u.title, u.first_name, u.last_name";

/**
 * Live sessions: every change runs in one transaction that also raises the session's
 * version, so a version names exactly one state and a subscriber can resume from it.
 */
export function createLiveStore(db: Db) {
  const session = db.prepare<[number], SessionRow>("SELECT * FROM live_sessions WHERE livestream_id = ?");
  const ensure = db.prepare<[number]>("INSERT OR IGNORE INTO live_sessions (livestream_id) VALUES (?)");
  const bump = db.prepare<[number], { version: number }>(
    "UPDATE live_sessions SET version = version + 1 WHERE livestream_id = ? RETURNING version",
  );
  const setActive = {
    question: db.prepare<[number | null, number]>(
      "UPDATE live_sessions SET active_question_id = ? WHERE livestream_id = ?",
    ),
    interjection: db.prepare<[number | null, number]>(
      "UPDATE live_sessions SET active_interjection_id = ? WHERE livestream_id = ?",
    ),
  };
  const questionSelect = `SELECT q.*, ${PERSON} FROM live_questions q JOIN users u ON u.id = q.user_id`;
  const questions = db.prepare<[number, number, number], QuestionRow>(
    `${questionSelect} WHERE q.livestream_id = ? AND (q.hidden = 0 OR ?) ORDER BY q.id DESC LIMIT ?`,
  );
  const question = db.prepare<[number], QuestionRow>(`${questionSelect} WHERE q.id = ?`);
  const insertQuestion = db.prepare<[number, number, string, number, string]>(
    "INSERT INTO live_questions (livestream_id, user_id, text, anonymous, created_at) VALUES (?, ?, ?, ?, ?)",
  );
  const myQuestionIds = db
    .prepare<[number, number], number>(
      "SELECT id FROM live_questions WHERE livestream_id = ? AND user_id = ?",
    )
    .pluck();
  const questionsSince = db.prepare<[number, string], { n: number; first: string | null }>(
    "SELECT count(*) AS n, min(created_at) AS first FROM live_questions WHERE user_id = ? AND created_at > ?",
  );
  const updateQuestion = {
    status: db.prepare<[string, number]>("UPDATE live_questions SET status = ? WHERE id = ?"),
    hidden: db.prepare<[number, number]>("UPDATE live_questions SET hidden = ? WHERE id = ?"),
  };

  const interjectionSelect = `SELECT i.*, ${PERSON} FROM live_interjections i JOIN users u ON u.id = i.user_id`;
  // The moderators' list: every open request and speaker, whatever follows them, and the latest
  // closed ones; oldest first. Closed ones never push an open one out (decision 023).
  const moderatedInterjections = db.prepare<{ stream: number; limit: number }, InterjectionRow>(
    `${interjectionSelect} WHERE i.id IN (
       SELECT id FROM live_interjections
         WHERE livestream_id = @stream AND status IN ('REQUESTED', 'ACCEPTED')
       UNION ALL
       SELECT id FROM (SELECT id FROM live_interjections
         WHERE livestream_id = @stream AND status NOT IN ('REQUESTED', 'ACCEPTED') ORDER BY id DESC LIMIT @limit)
     ) ORDER BY i.id`,
  );
  // The audience's: what the moderators decided (accepted, declined, finished), the latest ones;
  // a request and its withdrawal concern the requester and the moderators only.
  const decidedInterjections = db.prepare<[number, number], InterjectionRow>(
    `SELECT * FROM (${interjectionSelect} WHERE i.livestream_id = ?
       AND i.status IN ('ACCEPTED', 'DECLINED', 'FINISHED') ORDER BY i.id DESC LIMIT ?) ORDER BY id`,
  );
  const interjectionsSince = db.prepare<[number, number, string], { n: number; first: string | null }>(
    `SELECT count(*) AS n, min(created_at) AS first FROM live_interjections
     WHERE livestream_id = ? AND user_id = ? AND created_at > ?`,
  );
  const interjection = db.prepare<[number], InterjectionRow>(`${interjectionSelect} WHERE i.id = ?`);
  const myInterjection = db.prepare<[number, number], InterjectionRow>(
    `${interjectionSelect} WHERE i.livestream_id = ? AND i.user_id = ? ORDER BY i.id DESC LIMIT 1`,
  );
  const insertInterjection = db.prepare<[number, number, string]>(
    "INSERT INTO live_interjections (livestream_id, user_id, created_at) VALUES (?, ?, ?)",
  );
  const interjectionStatus = db.prepare<[string, number]>(
    "UPDATE live_interjections SET status = ? WHERE id = ?",
  );

  const latestPoll = db.prepare<[number], PollRow>(
    "SELECT * FROM live_polls WHERE livestream_id = ? ORDER BY id DESC LIMIT 1",
  );
  const poll = db.prepare<[number], PollRow>("SELECT * FROM live_polls WHERE id = ?");
  const insertPoll = db.prepare<[number, string, string, string]>(
    "INSERT INTO live_polls (livestream_id, question, options, created_at) VALUES (?, ?, ?, ?)",
  );
  const closeOpenPolls = db.prepare<[number]>(
    "UPDATE live_polls SET status = 'CLOSED' WHERE livestream_id = ? AND status = 'OPEN'",
  );
  const closePoll = db.prepare<[number]>("UPDATE live_polls SET status = 'CLOSED' WHERE id = ?");
  const votes = db.prepare<[number], { option_index: number; n: number }>(
    "SELECT option_index, count(*) AS n FROM live_poll_votes WHERE poll_id = ? GROUP BY option_index",
  );
  const myVote = db
    .prepare<[number, number], number>(
      "SELECT option_index FROM live_poll_votes WHERE poll_id = ? AND user_id = ?",
    )
    .pluck();
  const insertVote = db.prepare<[number, number, number]>(
    "INSERT OR IGNORE INTO live_poll_votes (poll_id, user_id, option_index) VALUES (?, ?, ?)",
  );

  // One statement: the cap holds even with several API processes on the database.
  const insertConferenceEvent = db.prepare<[number, number, string, string, number, number, number]>(
    `INSERT INTO live_conference_events (livestream_id, user_id, event, created_at) SELECT ?, ?, ?, ?
     WHERE (SELECT count(*) FROM live_conference_events WHERE livestream_id = ? AND user_id = ?) < ?`,
  );
  const spokeIn = db
    .prepare<[number], number>(
      "SELECT 1 FROM live_interjections WHERE livestream_id = ? AND status IN ('ACCEPTED', 'FINISHED') LIMIT 1",
    )
    .pluck();
  const conferenceEventsSince = db.prepare<[number, string], { n: number; first: string | null }>(
    "SELECT count(*) AS n, min(created_at) AS first FROM live_conference_events WHERE user_id = ? AND created_at > ?",
  );
  const conferenceEvents = db.prepare<[number, number], ConferenceEventRow>(
    "SELECT * FROM live_conference_events WHERE livestream_id = ? ORDER BY id DESC LIMIT ?",
  );

  /** Runs `change` and raises the version in one transaction; answers the new version. */
  const change = <T>(livestreamId: number, run: () => T): { result: T; version: number } =>
    db.transaction(() => {
      ensure.run(livestreamId);
      const result = run();
      return { result, version: bump.get(livestreamId)!.version };
    })();

  // The staff list of live sessions (decision 035): what waits for the moderation in each.
  const waiting = db.prepare<
    [number, number, number],
    { questions: number; interjections: number; polls: number }
  >(
    `SELECT
       (SELECT count(*) FROM live_questions WHERE livestream_id = ? AND status = 'NEW' AND hidden = 0) AS questions,
       (SELECT count(*) FROM live_interjections WHERE livestream_id = ? AND status = 'REQUESTED') AS interjections,
       (SELECT count(*) FROM live_polls WHERE livestream_id = ? AND status = 'OPEN') AS polls`,
  );

  return {
    /** Open questions, waiting requests to speak and whether a poll is open, for the staff list. */
    waiting(livestreamId: number) {
      const row = waiting.get(livestreamId, livestreamId, livestreamId);
      return {
        open_questions: row?.questions ?? 0,
        waiting_interjections: row?.interjections ?? 0,
        poll_open: (row?.polls ?? 0) > 0,
      };
    },
    session: (livestreamId: number): SessionRow =>
      session.get(livestreamId) ?? {
        livestream_id: livestreamId,
        version: 0,
        active_question_id: null,
        active_interjection_id: null,
      },
    change,
    questions: (livestreamId: number, withHidden: boolean) =>
      questions.all(livestreamId, withHidden ? 1 : 0, LIVE_LIST_LIMIT),
    question: (id: number) => question.get(id) ?? null,
    addQuestion: (livestreamId: number, userId: number, text: string, anonymous: boolean, now: Date) =>
      Number(
        insertQuestion.run(livestreamId, userId, text, anonymous ? 1 : 0, now.toISOString()).lastInsertRowid,
      ),
    myQuestionIds: (livestreamId: number, userId: number) => myQuestionIds.all(livestreamId, userId),
    questionsSince: (userId: number, after: Date) =>
      questionsSince.get(userId, after.toISOString()) ?? { n: 0, first: null },
    setQuestionStatus: (id: number, status: "NEW" | "ANSWERED") => updateQuestion.status.run(status, id),
    setQuestionHidden: (id: number, hidden: boolean) => updateQuestion.hidden.run(hidden ? 1 : 0, id),
    setActiveQuestion: (livestreamId: number, id: number | null) => setActive.question.run(id, livestreamId),

    interjections: (livestreamId: number, moderated: boolean) =>
      moderated
        ? moderatedInterjections.all({ stream: livestreamId, limit: LIVE_LIST_LIMIT })
        : decidedInterjections.all(livestreamId, LIVE_LIST_LIMIT),
    interjectionsSince: (livestreamId: number, userId: number, after: Date) =>
      interjectionsSince.get(livestreamId, userId, after.toISOString()) ?? { n: 0, first: null },
    interjection: (id: number) => interjection.get(id) ?? null,
    myInterjection: (livestreamId: number, userId: number) =>
      myInterjection.get(livestreamId, userId) ?? null,
    addInterjection: (livestreamId: number, userId: number, now: Date) =>
      Number(insertInterjection.run(livestreamId, userId, now.toISOString()).lastInsertRowid),
    setInterjectionStatus: (id: number, status: InterjectionStatus) => interjectionStatus.run(status, id),
    setActiveInterjection: (livestreamId: number, id: number | null) =>
      setActive.interjection.run(id, livestreamId),

    /** Records the event unless the user has `cap` in the livestream already; whether it did. */
    addConferenceEvent: (livestreamId: number, userId: number, event: string, now: Date, cap: number) =>
      insertConferenceEvent.run(livestreamId, userId, event, now.toISOString(), livestreamId, userId, cap)
        .changes === 1,
    /** Someone's interjection was accepted in the livestream: a conference room was (or is) open. */
    hadConference: (livestreamId: number) => spokeIn.get(livestreamId) !== undefined,
    conferenceEventsSince: (userId: number, after: Date) =>
      conferenceEventsSince.get(userId, after.toISOString()) ?? { n: 0, first: null },
    conferenceEvents: (livestreamId: number, limit: number) => conferenceEvents.all(livestreamId, limit),

    latestPoll: (livestreamId: number) => latestPoll.get(livestreamId) ?? null,
    poll: (id: number) => poll.get(id) ?? null,
    openPoll: (livestreamId: number, questionText: string, options: string[], now: Date) => {
      closeOpenPolls.run(livestreamId);
      return Number(
        insertPoll.run(livestreamId, questionText, JSON.stringify(options), now.toISOString())
          .lastInsertRowid,
      );
    },
    closePoll: (id: number) => closePoll.run(id),
    votes: (pollId: number) => votes.all(pollId),
    myVote: (pollId: number, userId: number) => myVote.get(pollId, userId) ?? null,
    /** False when the viewer had voted already. */
    vote: (pollId: number, userId: number, option: number) =>
      insertVote.run(pollId, userId, option).changes === 1,
  };
}
