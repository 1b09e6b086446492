import { describe, expect, it } from "vitest";
import * as survey from "~/routes/survey.$token";
import { surveyInvitePath } from "../support/campaign-mail";
import { api, call } from "./helpers";

// /survey/{token} through the app: no login, a link counts once.

/** The token of a new survey link. */
const link = async () => (await surveyInvitePath(api)).split("/").pop()!;

type Question = { id: string; type: string; options: string[] };
const page = (token: string) => call(survey.loader, { path: `/survey/${token}`, params: { token } });
const send = (token: string, form: Record<string, string>) =>
  call(survey.action, { path: `/survey/${token}`, params: { token }, form });

describe("/survey/{token}", () => {
  it("answers once: then the thank-you state; a second send changes nothing", async () => {
    const token = await link();
    const shown = await page(token);
    expect(shown.status).toBe(200);
    const questions = (shown.data as { invitation: { state: string; survey: { questions: Question[] } } })
      .invitation.survey.questions;
    const byType = (type: string) => questions.find((q) => q.type === type)!;
    const multiple = byType("MULTIPLE_CHOICE");
    const form = {
      [`q${byType("STAR_RATING").id}`]: "5",
      [`q${byType("SINGLE_CHOICE").id}`]: byType("SINGLE_CHOICE").options[1]!,
      [`q${multiple.id}`]: multiple.options[0]!,
      [`q${byType("CHECKBOX").id}`]: "yes",
    };
    // One format is too few: the German rule, nothing sent.
    const refused = await send(token, form);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("Mindestens 2 auswählen");
    expect((await page(token)).data).toMatchObject({ invitation: { state: "OPEN" } });

    const body = new URLSearchParams(form);
    body.append(`q${multiple.id}`, multiple.options[1]!);
    const request = new Request(`http://localhost:3000/survey/${token}`, { method: "POST", body });
    const sent = (await survey.action({ request, params: { token }, context: {} as never })) as Response;
    expect(sent.status).toBe(303);
    expect((await page(token)).data).toMatchObject({ invitation: { state: "ANSWERED" } });
    const again = await send(token, form);
    expect(again.status).toBe(303);
  });

  it("an unknown link is a 404 page that says so", async () => {
    const unknown = await page("gibt-es-nicht");
    expect(unknown.status).toBe(404);
    expect(unknown.data).toMatchObject({ invitation: null });
  });
});
