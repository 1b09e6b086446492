import { fromNow, laterToday, type ReferenceApi } from "./reference-api";

/**
 * A new user who follows the channel of a livestream later today, and the TODAY campaign mail they
 * got, with every link in it. Arranged through the API's doors only.
 */
export async function todayMail(api: ReferenceApi, title = "Heute live") {
  const user = await api.createUser({ like: "arzt@example.com" });
  const token = await api.login(user.email);
  const live = await api.createLivestream({ title, starts_at: laterToday(), ends_at: fromNow(40) });
  await api.followLivestreamChannel(live.slug, token);
  const staff = await api.login((await api.createUser({ like: "team@example.com", staff: true })).email);
  await api.gql("mutation { runNotificationCampaign(type: TODAY) { id } }", {}, staff);
  const mail = (await api.outbox(user.email)).find((m) => m.kind === "notification_today");
  if (!mail) throw new Error("no TODAY mail");
  const links = [...mail.body.matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0]));
  return { user, token, live, mail, links };
}

/** The path of a new survey link: staff invite a fresh address, the mail carries the link. */
export async function surveyInvitePath(api: ReferenceApi): Promise<string> {
  const staff = await api.login((await api.createUser({ like: "team@example.com", staff: true })).email);
  const email = `umfrage.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  await api.gql(
    'mutation($e: [String!]!) { inviteToSurvey(survey_slug: "plattform-umfrage-2026", emails: $e) }',
    { e: [email] },
    staff,
  );
  const [mail] = await api.outbox(email);
  const link = /https?:\/\/\S+\/survey\/[\w-]+/.exec(mail?.body ?? "");
  if (!link) throw new Error("no survey link in the invitation");
  return new URL(link[0]).pathname;
}
