import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_SURVEY_SLUG } from "../seed/surveys.ts";
import { newStaffEmail, testApiPer } from "./helpers.ts";

// Surveys: a single-use personal link and the rules of every question type.

const t = testApiPer("file");
let staff: string;
beforeAll(async () => {
  staff = await t.login(await newStaffEmail(t));
});

type Question = {
  id: string;
  type: string;
  required: boolean;
  options: string[];
  min_choices: number | null;
};
const INVITATION = `query($t: String!) { surveyInvitation(token: $t) { state survey { title
  questions { id type required options min_choices max_choices } } } }`;
const SUBMIT = "mutation($t: String!, $a: [SurveyAnswerInput!]!) { submitSurvey(token: $t, answers: $a) }";

async function invitation() {
  const email = `umfrage.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const invited = await t.gql<{ inviteToSurvey: number }>(
    "mutation($s: String!, $e: [String!]!) { inviteToSurvey(survey_slug: $s, emails: $e) }",
    { variables: { s: DEMO_SURVEY_SLUG, e: [email] }, token: staff },
  );
  expect(invited.data?.inviteToSurvey).toBe(1);
  const [mail] = await t.outbox(email);
  const token = /\/survey\/([\w-]+)/.exec(mail!.body)![1]!;
  const { data } = await t.gql<{ surveyInvitation: { state: string; survey: { questions: Question[] } } }>(
    INVITATION,
    {
      variables: { t: token },
    },
  );
  return { token, questions: data!.surveyInvitation.survey.questions, state: data!.surveyInvitation.state };
}

const byType = (questions: Question[], type: string) => questions.find((q) => q.type === type)!;

/** Answers that pass every rule. */
function valid(questions: Question[]) {
  return [
    { question_id: byType(questions, "STAR_RATING").id, values: ["4"] },
    {
      question_id: byType(questions, "SINGLE_CHOICE").id,
      values: [byType(questions, "SINGLE_CHOICE").options[0]!],
    },
    {
      question_id: byType(questions, "MULTIPLE_CHOICE").id,
      values: byType(questions, "MULTIPLE_CHOICE").options.slice(0, 2),
    },
    { question_id: byType(questions, "CHECKBOX").id, values: ["yes"] },
  ];
}

describe("surveys", () => {
  it("has one question of every type", async () => {
    const { questions, state } = await invitation();
    expect(state).toBe("OPEN");
    expect(questions.map((q) => q.type).sort()).toEqual([
      "CHECKBOX",
      "COMMENT",
      "DESCRIPTIVE_TEXT",
      "DROPDOWN",
      "MULTIPLE_CHOICE",
      "SINGLE_CHOICE",
      "STAR_RATING",
      "TEXT",
    ]);
  });

  it("announces as many questions as it asks (a descriptive text is no question)", async () => {
    const { token } = await invitation();
    const { data } = await t.gql<{
      surveyInvitation: { survey: { intro: string; questions: Question[] } };
    }>("query($t: String!) { surveyInvitation(token: $t) { survey { intro questions { type } } } }", {
      variables: { t: token },
    });
    const { intro, questions } = data!.surveyInvitation.survey;
    const asked = questions.filter((q) => q.type !== "DESCRIPTIVE_TEXT").length;
    expect(asked).toBe(7);
    expect(intro).toBe("Sieben kurze Fragen zu deinen Erfahrungen mit der Plattform.");
  });

  it("checks every rule: required, at least, at most, options, stars, lengths", async () => {
    const { token, questions } = await invitation();
    const multiple = byType(questions, "MULTIPLE_CHOICE");
    const refused = await t.gql(SUBMIT, {
      variables: {
        t: token,
        a: [
          { question_id: byType(questions, "STAR_RATING").id, values: ["6"] },
          { question_id: byType(questions, "SINGLE_CHOICE").id, values: ["Täglich"] },
          { question_id: multiple.id, values: [multiple.options[0]!] },
          { question_id: byType(questions, "DROPDOWN").id, values: ["Mond"] },
          { question_id: byType(questions, "TEXT").id, values: ["x".repeat(256)] },
          { question_id: byType(questions, "COMMENT").id, values: ["x".repeat(5001)] },
        ],
      },
    });
    const id = (type: string) => `answers.${byType(questions, type).id}`;
    expect(refused.errors?.[0]?.extensions?.validation).toEqual({
      [id("STAR_RATING")]: [`The selected ${id("STAR_RATING").replace("_", " ")} is invalid.`],
      [id("SINGLE_CHOICE")]: [`The selected ${id("SINGLE_CHOICE")} is invalid.`],
      [id("MULTIPLE_CHOICE")]: [`The ${id("MULTIPLE_CHOICE")} field must have at least 2 items.`],
      [id("DROPDOWN")]: [`The selected ${id("DROPDOWN")} is invalid.`],
      [id("TEXT")]: [`The ${id("TEXT")} field must not be greater than 255 characters.`],
      [id("COMMENT")]: [`The ${id("COMMENT")} field must not be greater than 5000 characters.`],
      [id("CHECKBOX")]: [`The ${id("CHECKBOX")} field is required.`],
    });
    const tooMany = await t.gql(SUBMIT, {
      variables: {
        t: token,
        a: valid(questions).map((a) =>
          a.question_id === multiple.id ? { ...a, values: multiple.options.slice(0, 4) } : a,
        ),
      },
    });
    expect(tooMany.errors?.[0]?.extensions?.validation).toEqual({
      [id("MULTIPLE_CHOICE")]: [`The ${id("MULTIPLE_CHOICE")} field must not have more than 3 items.`],
    });
  });

  it("takes a TEXT answer on one line and a COMMENT with its line breaks (decision 025)", async () => {
    const { token, questions } = await invitation();
    const text = byType(questions, "TEXT").id;
    const comment = { question_id: byType(questions, "COMMENT").id, values: ["Erstens\r\n\tzweitens"] };
    const refused = await t.gql(SUBMIT, {
      variables: {
        t: token,
        a: [...valid(questions), comment, { question_id: text, values: ["eins\nzwei"] }],
      },
    });
    expect(refused.errors?.[0]?.extensions?.validation).toEqual({
      [`answers.${text}`]: [`The answers.${text} field must not contain control characters.`],
    });
    const sent = await t.gql(SUBMIT, {
      variables: {
        t: token,
        a: [...valid(questions), comment, { question_id: text, values: ["eins, zwei"] }],
      },
    });
    expect(sent.data).toEqual({ submitSurvey: true });
  });

  it("a link counts once; an unknown link is refused", async () => {
    const { token, questions } = await invitation();
    expect((await t.gql(SUBMIT, { variables: { t: token, a: valid(questions) } })).data).toEqual({
      submitSurvey: true,
    });
    const again = await t.gql(SUBMIT, { variables: { t: token, a: valid(questions) } });
    expect(again.errors?.[0]?.extensions?.validation).toEqual({ token: ["The selected token is invalid."] });
    const { data } = await t.gql<{ surveyInvitation: { state: string } }>(INVITATION, {
      variables: { t: token },
    });
    expect(data?.surveyInvitation.state).toBe("ANSWERED");
    expect((await t.gql(INVITATION, { variables: { t: "unbekannt" } })).data).toEqual({
      surveyInvitation: null,
    });
  });

  it("only staff invite", async () => {
    const viewer = await t.login((await t.surface.createUser({ like: "arzt@example.com" })).email);
    const refused = await t.gql(
      'mutation { inviteToSurvey(survey_slug: "plattform-umfrage-2026", emails: ["a@example.com"]) }',
      {
        token: viewer,
      },
    );
    expect(refused.errors?.[0]?.extensions?.validation).toEqual({ role: ["This action is unauthorized."] });
  });
});
