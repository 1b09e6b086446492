import type { Db } from "../db.ts";

/** The demo survey's address name (staff invite to it: server/cli/surveys.ts). */
export const DEMO_SURVEY_SLUG = "plattform-umfrage-2026";

type Question = {
  type: string;
  label: string;
  description?: string;
  required?: boolean;
  options?: string[];
  min?: number;
  max?: number;
};

// One question of every SurveyQuestionType (spec 3.6), in the order a real survey would ask them.
const QUESTIONS: Question[] = [
  {
    type: "DESCRIPTIVE_TEXT",
    label: "Über diese Umfrage",
    description:
      "Wir möchten Fortbildung für dich besser machen. Die Umfrage dauert etwa drei Minuten. Deine Antworten speichern wir ohne deinen Namen.",
  },
  { type: "STAR_RATING", label: "Wie zufrieden bist du insgesamt mit Fortbildung?", required: true },
  {
    type: "SINGLE_CHOICE",
    label: "Wie oft nutzt du Fortbildung?",
    required: true,
    options: ["Mehrmals pro Woche", "Etwa einmal pro Woche", "Ein- bis dreimal im Monat", "Seltener"],
  },
  {
    type: "MULTIPLE_CHOICE",
    label: "Welche Formate nutzt du am liebsten?",
    description: "Wähle zwei bis drei Formate.",
    required: true,
    options: [
      "Livestreams mit Fragerunde",
      "Videos auf Abruf",
      "E-Learnings",
      "Shorts",
      "Kongresse und Seminare",
    ],
    min: 2,
    max: 3,
  },
  {
    type: "DROPDOWN",
    label: "Wo arbeitest du hauptsächlich?",
    options: ["Klinik", "Praxis", "MVZ", "Öffentlicher Gesundheitsdienst", "Forschung und Lehre", "Anderes"],
  },
  { type: "TEXT", label: "Welches Fachgebiet fehlt dir noch?" },
  { type: "COMMENT", label: "Was sollen wir verbessern?" },
  {
    type: "CHECKBOX",
    label: "Ich bin einverstanden, dass wir meine Antworten anonym für die Weiterentwicklung auswerten.",
    required: true,
  },
];

// The intro announces as many questions as the survey asks (a descriptive text asks nothing), so
// the announcement and the counter under the form ("0 von 7") never disagree.
const ASKED = QUESTIONS.filter((question) => question.type !== "DESCRIPTIVE_TEXT").length;
const NUMBER_WORDS = [
  "Keine",
  "Eine",
  "Zwei",
  "Drei",
  "Vier",
  "Fünf",
  "Sechs",
  "Sieben",
  "Acht",
  "Neun",
  "Zehn",
];
const INTRO = `${NUMBER_WORDS[ASKED] ?? ASKED} kurze ${ASKED === 1 ? "Frage" : "Fragen"} zu deinen Erfahrungen mit der Plattform.`;

/** The demo survey, once. */
export function seedSurveys(db: Db) {
  const survey = db
    .prepare(
      "INSERT OR IGNORE INTO surveys (slug, title, intro, closes_at) VALUES (?, ?, ?, NULL) RETURNING id",
    )
    .get(DEMO_SURVEY_SLUG, "Deine Meinung zu Fortbildung", INTRO) as { id: number } | undefined;
  if (!survey) return;
  const insert = db.prepare(
    `INSERT INTO survey_questions (survey_id, position, type, label, description, required, options, min_choices, max_choices)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  QUESTIONS.forEach((question, position) =>
    insert.run(
      survey.id,
      position,
      question.type,
      question.label,
      question.description ?? null,
      question.required ? 1 : 0,
      question.options ? JSON.stringify(question.options) : null,
      question.min ?? null,
      question.max ?? null,
    ),
  );
}
