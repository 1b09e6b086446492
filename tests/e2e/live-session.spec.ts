import { fromNow, type ReferenceApi } from "../support/reference-api";
import { expect, test } from "./fixtures";

// The live session on /live/{slug} and its console, JavaScript on and off: ask a question,
// vote, and the moderator's side by form. The real-time parts are in js-only/live-session.spec.ts.

const liveNow = (api: ReferenceApi, title: string) =>
  api.createLivestream({ title, starts_at: fromNow(-5), ends_at: fromNow(60) });

test("ask a question and vote by form", async ({ page, api, visit, signIn, checkA11y, js }) => {
  const stream = await liveNow(api, "E2E Fragen");
  const viewer = (await api.createUser({ like: "arzt@example.com" })).email;
  const staff = await api.login((await api.createUser({ like: "team@example.com", staff: true })).email);
  await api.gql(
    "mutation($i: OpenPollInput!) { openPoll(input: $i) { id } }",
    { i: { livestream_id: stream.id, question: "Setzen Sie Telemedizin ein?", options: ["Ja", "Nein"] } },
    staff,
  );
  await signIn(viewer);
  await visit(`/live/${stream.slug}`);

  const panel = page.getByRole("region", { name: "Fragen und Umfragen" });
  await expect(panel.getByText("Noch keine Fragen. Stell gern die erste!")).toBeVisible();
  await checkA11y();
  await panel.getByRole("button", { name: "Frage senden" }).click();
  await expect(panel.getByText("Dieses Feld ist ein Pflichtfeld")).toBeVisible();

  await panel.getByLabel("Deine Frage an die Expertinnen und Experten").fill("Ab welchem eGFR absetzen?");
  await panel.getByLabel("Anonym fragen (dein Name wird anderen nicht gezeigt)").check();
  await panel.getByRole("button", { name: "Frage senden" }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText("Deine Frage ist angekommen.");
  const question = panel.getByRole("listitem").filter({ hasText: "Ab welchem eGFR absetzen?" });
  await expect(question).toContainText("Anonym");
  await expect(question).toContainText("Deine Frage");
  await expect(panel.getByLabel("Deine Frage an die Expertinnen und Experten")).toHaveValue("");

  // The moderation answers it: with JavaScript it appears by itself, without after "Aktualisieren"
  // (pressed twice: a second press must not merely scroll to the panel).
  const answer = async (action: "ACTIVATE" | "ANSWER") => {
    const { liveSession } = await api.gql<{
      liveSession: { state: { questions: { id: string; text: string }[] } };
    }>(
      "query($s: String!) { liveSession(livestream_slug: $s, view: MODERATION) { state { questions { id text } } } }",
      { s: stream.slug },
      staff,
    );
    const id = liveSession.state.questions.find((q) => q.text === "Ab welchem eGFR absetzen?")?.id;
    await api.gql(
      "mutation($l: ID!, $a: ModerationAction!, $t: ID!) { moderateLiveSession(livestream_id: $l, action: $a, target_id: $t) { version } }",
      { l: stream.id, a: action, t: id },
      staff,
    );
  };
  const active = panel.getByText("Wird gerade beantwortet");
  for (const action of ["ACTIVATE", "ANSWER"] as const) {
    await answer(action);
    if (!js) await panel.getByRole("link", { name: "Aktualisieren" }).click();
    if (action === "ACTIVATE") await expect(active).toBeVisible();
    else await expect(active).toBeHidden();
  }

  const poll = panel.getByRole("group", { name: "Setzen Sie Telemedizin ein?" });
  await poll.getByLabel("Ja").check();
  await panel.getByRole("button", { name: "Abstimmen" }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText("Danke, deine Stimme ist gezählt.");
  await expect(panel.getByText("Danke für deine Stimme: „Ja“.", { exact: false })).toBeVisible();
  await expect(panel.getByText("1 Stimme", { exact: true })).toBeVisible();
  await checkA11y();
});

test("the moderator's console by form: a question answered, a request to speak accepted", async ({
  page,
  api,
  visit,
  signInAsNew,
  checkA11y,
}) => {
  const stream = await liveNow(api, "E2E Moderation");
  const viewerToken = await api.login((await api.createUser({ like: "arzt@example.com" })).email);
  await api.gql(
    "mutation($i: AskQuestionInput!) { askQuestion(input: $i) { id } }",
    { i: { livestream_id: stream.id, text: "Wie dosieren bei Dialyse?", anonymous: true } },
    viewerToken,
  );
  await api.gql(
    "mutation($l: ID!) { requestInterjection(livestream_id: $l) { id } }",
    { l: stream.id },
    viewerToken,
  );
  await signInAsNew({ like: "team@example.com", staff: true });
  await visit(`/live/${stream.slug}/moderation`);
  await expect(page.getByRole("heading", { level: 1, name: "Moderation: E2E Moderation" })).toBeVisible();
  await checkA11y();

  const question = page.getByRole("listitem").filter({ hasText: "Wie dosieren bei Dialyse?" });
  await expect(question).toContainText("(anonym für andere)");
  await question.getByRole("button", { name: "Jetzt beantworten: Wie dosieren bei Dialyse?" }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText(
    "Die Frage wird allen als aktuelle Frage gezeigt.",
  );
  await expect(question).toContainText("Wird gerade beantwortet");
  await question
    .getByRole("button", { name: "Als beantwortet markieren: Wie dosieren bei Dialyse?" })
    .click();
  await expect(question).toContainText("Beantwortet");

  await page.getByRole("button", { name: /^Annehmen: / }).click();
  await expect(page.getByTestId("snackbar-success")).toContainText("Die Wortmeldung ist angenommen.");
  await expect(page.getByText(/^Am Mikrofon: /)).toBeVisible();
  await checkA11y();
});

test("the console is not there for viewers", async ({ page, api, signInAsNewDoctor }) => {
  const stream = await liveNow(api, "E2E Kein Zugang");
  await signInAsNewDoctor();
  const response = await page.goto(`/live/${stream.slug}/moderation`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "Diese Seite konnte nicht gefunden werden",
  );
});

test("the request to speak says before asking that speaking needs JavaScript", async ({
  page,
  api,
  visit,
  signInAsNewDoctor,
  checkA11y,
  js,
}) => {
  const stream = await liveNow(api, "E2E Mitreden ohne JavaScript");
  await signInAsNewDoctor();
  await visit(`/live/${stream.slug}`);
  const panel = page.getByRole("region", { name: "Fragen und Umfragen" });
  const note =
    "Zum Mitreden brauchst du JavaScript, eine Kamera und ein Mikrofon. Ohne JavaScript kannst du deine Frage oben schriftlich stellen.";
  const request = panel.getByRole("button", { name: "Ich möchte mitreden" });
  // Without JavaScript beside the button (its description); with it, the page can join the call.
  if (js) await expect(panel.getByText(note)).toBeHidden();
  else await expect(request).toHaveAccessibleDescription(note);
  await checkA11y();
});

test("the console has its own texts: no questions yet, the conference needs JavaScript there", async ({
  page,
  api,
  visit,
  signIn,
  checkA11y,
  js,
}) => {
  const stream = await liveNow(api, "E2E Konsole leer");
  const viewerToken = await api.login((await api.createUser({ like: "arzt@example.com" })).email);
  const { requestInterjection } = await api.gql<{ requestInterjection: { id: string } }>(
    "mutation($l: ID!) { requestInterjection(livestream_id: $l) { id } }",
    { l: stream.id },
    viewerToken,
  );
  const staff = (await api.createUser({ like: "team@example.com", staff: true })).email;
  await api.gql(
    "mutation($l: ID!, $t: ID!) { moderateLiveSession(livestream_id: $l, action: ACCEPT, target_id: $t) { version } }",
    { l: stream.id, t: requestInterjection.id },
    await api.login(staff),
  );
  await signIn(staff);
  await visit(`/live/${stream.slug}/moderation`);
  const questions = page.getByRole("region", { name: /^Fragen/ });
  await expect(questions.getByText("Noch keine Fragen.", { exact: true })).toBeVisible();
  const room = page.getByRole("region", { name: "Videokonferenz" });
  const needsJs =
    "Um der Videokonferenz beizutreten, braucht die Moderationskonsole JavaScript (mit Kamera und Mikrofon). Die Wortmeldung beenden kannst du auch ohne.";
  if (js) await expect(room.getByRole("button", { name: "Der Videokonferenz beitreten" })).toBeVisible();
  else await expect(room.getByText(needsJs)).toBeVisible();
  await expect(room.getByRole("button", { name: "Sprechende Person entfernen" })).toBeVisible();
  await checkA11y();
});
