import { randomBytes } from "node:crypto";
import type { Db } from "../db.ts";
import { hashToken } from "./tokens.ts";

export const SURVEY_QUESTION_TYPES = [
  "TEXT",
  "SINGLE_CHOICE",
  "DROPDOWN",
  "MULTIPLE_CHOICE",
  "CHECKBOX",
  "STAR_RATING",
  "COMMENT",
  "DESCRIPTIVE_TEXT",
] as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

export type SurveyRow = { id: number; slug: string; title: string; intro: string; closes_at: string | null };
export type SurveyQuestionRow = {
  id: number;
  survey_id: number;
  position: number;
  type: SurveyQuestionType;
  label: string;
  description: string | null;
  required: number;
  options: string | null;
  min_choices: number | null;
  max_choices: number | null;
};
export type InvitationRow = { survey_id: number; used_at: string | null };

/** Surveys, their questions, single-use invitations and the answers (without who gave them). */
export function createSurveyStore(db: Db) {
  const bySlug = db.prepare<[string], SurveyRow>("SELECT * FROM surveys WHERE slug = ?");
  const byId = db.prepare<[number], SurveyRow>("SELECT * FROM surveys WHERE id = ?");
  const questions = db.prepare<[number], SurveyQuestionRow>(
    "SELECT * FROM survey_questions WHERE survey_id = ? ORDER BY position, id",
  );
  const invitation = db.prepare<[string], InvitationRow>(
    "SELECT survey_id, used_at FROM survey_invitations WHERE token_hash = ?",
  );
  const invite = db.prepare<[string, number, number | null, string]>(
    "INSERT INTO survey_invitations (token_hash, survey_id, user_id, created_at) VALUES (?, ?, ?, ?)",
  );
  const use = db.prepare<[string, string]>(
    "UPDATE survey_invitations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL",
  );
  const respond = db.prepare<[number, string, string]>(
    "INSERT INTO survey_responses (survey_id, answers, submitted_at) VALUES (?, ?, ?)",
  );
  const responses = db.prepare<[number], { answers: string }>(
    "SELECT answers FROM survey_responses WHERE survey_id = ? ORDER BY id",
  );
  const inviteOnce = db.prepare<[string, number, number | null, string, string]>(
    `INSERT INTO survey_invitations (token_hash, survey_id, user_id, created_at, invitee_hash)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT (survey_id, invitee_hash) DO NOTHING`,
  );
  const list = db.prepare<[], SurveyRow & { invited: number; responses: number }>(
    `SELECT s.*, (SELECT count(*) FROM survey_invitations i WHERE i.survey_id = s.id) AS invited,
       (SELECT count(*) FROM survey_responses r WHERE r.survey_id = s.id) AS responses
     FROM surveys s ORDER BY s.id DESC`,
  );
  return {
    bySlug: (slug: string) => bySlug.get(slug) ?? null,
    byId: (id: number) => byId.get(id) ?? null,
    questions: (surveyId: number) => questions.all(surveyId),
    invitation: (token: string) => invitation.get(hashToken(token)) ?? null,
    /** A personal link's secret (only its hash is kept). */
    invite(surveyId: number, userId: number | null, now: Date): string {
      const token = randomBytes(24).toString("base64url");
      invite.run(hashToken(token), surveyId, userId, now.toISOString());
      return token;
    },
    /**
     * A personal link for an address, once per survey (staff pages, decision 035): null when the
     * address was invited before, so a form posted twice mails no one twice.
     */
    inviteOnce(surveyId: number, email: string, userId: number | null, now: Date): string | null {
      const token = randomBytes(24).toString("base64url");
      const inserted = inviteOnce.run(
        hashToken(token),
        surveyId,
        userId,
        now.toISOString(),
        hashToken(email),
      );
      return inserted.changes === 1 ? token : null;
    },
    /** Every survey, newest first, with how many were invited and answered. */
    list: () => list.all(),
    /** Stores the answers and uses up the invitation at once; false when it was used meanwhile. */
    submit(token: string, surveyId: number, answers: Record<string, string[]>, now: Date): boolean {
      return db.transaction(() => {
        if (use.run(now.toISOString(), hashToken(token)).changes !== 1) return false;
        respond.run(surveyId, JSON.stringify(answers), now.toISOString());
        return true;
      })();
    },
    responses: (surveyId: number) =>
      responses.all(surveyId).map((row) => JSON.parse(row.answers) as Record<string, string[]>),
  };
}
