import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { getApi, upstreamFailure, UpstreamValidationError } from "./api";
import { env } from "./env";
import { readForm } from "./form";
import { ContactSenderDocument, SubmitContactRequestDocument } from "./graphql/contact";
import { getFixedT, getLocale } from "./i18n";
import { log } from "./log";
import { actionLimit, retryAfterHeaders } from "./rate-limit";
import { refusalMessages } from "./refusals";
import { seal, unseal } from "./seal";
import { flash, getToken } from "./session";
import { contactSchema, type ContactValues } from "~/lib/schemas/contact";
import { pageTitle } from "~/lib/title";

// The contact form (spec 2.1): a message to support or sales, signed in or not. Spam is held off
// without a third party: a field people never see, a minimum time to fill the form in (the form's
// start sealed with the server's key) and a limit per address here and per sender upstream.

const limit = actionLimit("contact");

export async function loadContact(request: Request) {
  const t = await getFixedT(request);
  let sender = { name: "", email: "" };
  if (await getToken(request)) {
    const api = await getApi(request, { locale: await getLocale(request) });
    const { me } = await api.request(ContactSenderDocument);
    if (me) sender = { name: `${me.first_name} ${me.last_name}`.trim(), email: me.email };
  }
  return {
    title: pageTitle(t, "contact.title"),
    metaDescription: t("contact.intro"),
    values: {
      recipient: "SUPPORT",
      ...sender,
      subject: "",
      message: "",
      website: "",
      started: seal(String(Date.now())),
    },
  };
}

export async function sendContact(
  request: Request,
  { clientIp, requestId }: { clientIp: string; requestId?: string },
) {
  const form = await readForm(request);
  const t = await getFixedT(request);
  const submission = parseWithZod(form, { schema: contactSchema(t) });
  const reply = (options: Parameters<typeof submission.reply>[0] = {}, status = 400, headers?: HeadersInit) =>
    data({ result: submission.reply(options) }, { status, headers });
  if (submission.status !== "success") return reply();
  const value: ContactValues = submission.value;

  const sent = async () =>
    redirect("/contact", {
      status: 303,
      headers: await flash(request, {
        kind: "success",
        messages: [{ key: "common:contact.sent", values: { email: value.email } }],
      }),
    });
  // A bot: it filled the hidden field, or sent a form start that is not ours. It is told "sent"
  // (nothing to learn from), and nothing is sent.
  const started = Number(unseal(value.started ?? "") ?? NaN);
  if (value.website || !Number.isFinite(started)) {
    log.info("contact request dropped as automated", { requestId });
    return sent();
  }
  // Faster than anyone types: perhaps a person who pasted the text. Nothing is lost: the form comes
  // back with what was typed and asks to send it again (by then the form's start is old enough).
  if (Date.now() - started < env.CONTACT_MIN_FILL_SECONDS * 1000)
    return reply({ formErrors: [t("common:contact.too_fast")] });

  const limited = await limit.check(clientIp, value.email);
  if (limited.limited)
    return reply({ formErrors: [t("common:errors.rate_limited")] }, 429, retryAfterHeaders(limited));
  try {
    const api = await getApi(request, { locale: await getLocale(request) });
    await api.request(SubmitContactRequestDocument, {
      input: {
        recipient: value.recipient,
        name: value.name,
        email: value.email,
        subject: value.subject,
        message: value.message,
      },
    });
  } catch (error) {
    if (error instanceof UpstreamValidationError) {
      // The API checks what this form checks; a field it still refuses is named, with our words.
      const fields = ["recipient", "name", "email", "subject", "message"];
      return reply(refusalMessages(error, t, { fields: Object.fromEntries(fields.map((f) => [f, f])) }));
    }
    const failure = upstreamFailure(error);
    if (failure) {
      const { retryAfterSeconds } = failure;
      const headers = retryAfterSeconds ? retryAfterHeaders({ retryAfterSeconds }) : undefined;
      return reply({ formErrors: [t(failure.messageKey)] }, failure.status, headers);
    }
    throw error;
  }
  await limit.record(value.email);
  return sent();
}
