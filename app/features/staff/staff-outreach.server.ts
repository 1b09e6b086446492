import { data, redirect } from "@remix-run/node";
import { DateTime } from "luxon";
import { toCsv } from "~/lib/csv";
import type { FlashMessage } from "~/lib/flash";
import { safeRedirect } from "~/lib/redirect";
import { CAMPAIGN_TYPES, campaignPath, INVITES_MAX, surveyPath } from "./staff-outreach";
import { emailField, isMultiLine } from "~/lib/validation";
import { upstreamFailure, UpstreamValidationError } from "~/.server/api";
import { readForm } from "~/.server/form";
import { retryAfterHeaders, retryAfterMinutes } from "~/.server/rate-limit";
import {
  StaffCampaignDocument,
  StaffCampaignsDocument,
  StaffSurveyResultsDocument,
  StaffSurveysDocument,
  StaffCancelCampaignDocument,
  StaffInviteToSurveyDocument,
  StaffRunCampaignDocument,
  StaffScheduleCampaignDocument,
  StaffSurveyExportDocument,
} from "./staff.graphql.server";
import { getFixedT } from "~/.server/i18n";
import { flash } from "~/.server/session";
import { notFound, staffApi } from "./staff.server";
import { idParam } from "./staff";
import { staffWords, timeIn } from "./staff-view.server";
import { pageTitle, titleWith } from "~/lib/title";

// The campaign and survey pages (decision 035). Each action asks its permission first, so anyone
// else gets the 404 whatever they post; then post/redirect/get with a snackbar.

const ZONE = "Europe/Berlin";

const validId = (id: string) => /^[1-9]\d{0,9}$/.test(id);

/** /staff/kampagnen: schedule a campaign, send a scheduled one now or cancel it (each after its confirmation). */
export async function campaignsAction(request: Request) {
  const form = await readForm(request);
  const api = await staffApi(request, "/staff/kampagnen", "CAMPAIGNS");
  const t = await getFixedT(request);
  const intent = form.get("intent");
  if (intent === "schedule") {
    const type = CAMPAIGN_TYPES.find((value) => value === form.get("type"));
    const date = String(form.get("date") ?? "");
    const time = String(form.get("time") ?? "");
    const at = DateTime.fromISO(`${date}T${time}`, { zone: ZONE });
    const values = { type: type ?? "", date, time };
    if (!type || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time) || !at.isValid)
      return data({ error: t("staff:campaigns.schedule.invalid"), values }, { status: 400 });
    if (at.toMillis() <= Date.now())
      return data({ error: t("staff:campaigns.schedule.past"), values }, { status: 400 });
    try {
      await api.request(StaffScheduleCampaignDocument, { type, at: at.toUTC().toISO() ?? "" });
    } catch (error) {
      if (!(error instanceof UpstreamValidationError) || !error.fields.scheduled_for) throw error;
      // The API bounds how far ahead (decision 035); anything else on the field is the same one twice.
      const tooFar = error.codes("scheduled_for").includes("OUT_OF_RANGE");
      const said = t(tooFar ? "staff:campaigns.schedule.too_far" : "staff:campaigns.schedule.twice");
      return data({ error: said, values }, { status: 400 });
    }
    const message: FlashMessage = {
      kind: "success",
      messages: [
        {
          key: "staff:campaigns.schedule.done",
          values: {
            type: t(`staff:campaigns.types.${type}`),
            at: at.setLocale("de").toFormat("dd.MM.yyyy, HH:mm"),
          },
        },
      ],
    };
    return redirect("/staff/kampagnen", { headers: await flash(request, message) });
  }
  if (intent === "run") {
    const id = String(form.get("id") ?? "");
    if (!validId(id)) throw data({ reason: "bad_id" }, { status: 400 });
    let message: FlashMessage;
    try {
      const { staffRunCampaign: ran } = await api.request(StaffRunCampaignDocument, { id });
      message =
        ran.status === "COMPLETED"
          ? { kind: "success", messages: [{ key: "staff:campaigns.run.done" }] }
          : { kind: "error", messages: [{ key: "staff:campaigns.run.failed" }] };
    } catch (error) {
      // Sent or being sent meanwhile (another tab, someone else, the minute check): never twice.
      if (!(error instanceof UpstreamValidationError) || !error.fields.id) throw error;
      message = { kind: "error", messages: [{ key: "staff:campaigns.run.refused" }] };
    }
    return redirect(safeRedirect(campaignPath(id), "/staff/kampagnen"), {
      headers: await flash(request, message),
    });
  }
  if (intent === "cancel") {
    const id = String(form.get("id") ?? "");
    if (!validId(id)) throw data({ reason: "bad_id" }, { status: 400 });
    let message: FlashMessage;
    try {
      await api.request(StaffCancelCampaignDocument, { id });
      message = { kind: "success", messages: [{ key: "staff:campaigns.cancel.done" }] };
    } catch (error) {
      // Sent, being sent or cancelled meanwhile: nothing left to cancel.
      if (!(error instanceof UpstreamValidationError) || !error.fields.id) throw error;
      message = { kind: "error", messages: [{ key: "staff:campaigns.cancel.refused" }] };
    }
    return redirect("/staff/kampagnen", { headers: await flash(request, message) });
  }
  throw data({ reason: "bad_intent" }, { status: 400 });
}

/** The addresses of an invitation form: separated by commas, semicolons, spaces or lines. */
/** The longest invitation form: INVITES_MAX addresses of the longest kind (254 characters) and separators. */
const INVITE_FORM_MAX_BYTES = INVITES_MAX * 256 + 4096;

const addressesOf = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((value) => value.trim().toLowerCase())
      .filter(Boolean),
  ),
];

/**
 * /staff/umfragen/{id}: invite addresses. "check" answers the confirmation (how many, which), "invite"
 * mails them; the API invites an address once, so a confirmation posted twice mails no one twice.
 */
export async function surveyAction(request: Request, id: string) {
  const form = await readForm(request, INVITE_FORM_MAX_BYTES);
  if (!validId(id)) throw notFound();
  const back = safeRedirect(surveyPath(id), "/staff/umfragen");
  const api = await staffApi(request, back, "SURVEYS");
  const t = await getFixedT(request);
  const intent = form.get("intent");
  const text = String(form.get("emails") ?? "");
  if (intent !== "check" && intent !== "invite") throw data({ reason: "bad_intent" }, { status: 400 });
  const emails = isMultiLine(text) ? addressesOf(text) : [];
  const refuse = (error: string) => data({ error, emails: text, confirm: null }, { status: 400 });
  if (emails.length === 0) return refuse(t("staff:surveys.invite.none"));
  // Counted before each address is checked: checking tens of thousands blocked the process for seconds.
  if (emails.length > INVITES_MAX) return refuse(t("staff:surveys.invite.too_many", { max: INVITES_MAX }));
  const email = emailField(t);
  const wrong = emails.filter((address) => !email.safeParse(address).success);
  if (wrong.length > 0)
    return refuse(
      t("staff:surveys.invite.wrong", { count: wrong.length, emails: wrong.slice(0, 5).join(", ") }),
    );
  if (intent === "check") return { error: null, emails: text, confirm: emails };
  let message: FlashMessage;
  try {
    const { staffInviteToSurvey: done } = await api.request(StaffInviteToSurveyDocument, {
      surveyId: id,
      emails,
    });
    message = {
      kind: "success",
      messages: [
        { key: "staff:surveys.invite.done", values: { count: done.invited } },
        ...(done.already_invited > 0
          ? [{ key: "staff:surveys.invite.already", values: { count: done.already_invited } }]
          : []),
      ],
    };
  } catch (error) {
    // The day's invitations per staff member are used up (decision 035): say when, keep the list.
    const failure = upstreamFailure(error);
    if (failure?.status === 429) {
      const wait = { retryAfterSeconds: failure.retryAfterSeconds ?? 60 };
      const said = t("staff:surveys.invite.daily_limit", { count: retryAfterMinutes(wait) });
      return data(
        { error: said, emails: text, confirm: null },
        { status: 429, headers: retryAfterHeaders(wait) },
      );
    }
    if (!(error instanceof UpstreamValidationError) || !error.fields.survey_id) throw error;
    throw notFound();
  }
  return redirect(back, { headers: await flash(request, message) });
}

/**
 * /staff/umfragen/{id}.csv: one row per answer set, no names or addresses (the API has none to
 * give); recorded in the audit trail by the API. Never cached: answers are the respondents' data.
 */
export async function surveyCsv(request: Request, id: string) {
  if (!validId(id)) throw notFound();
  const api = await staffApi(request, `${surveyPath(id)}.csv`);
  const [{ staffSurveyExport: exported }, t] = await Promise.all([
    api.request(StaffSurveyExportDocument, { id }),
    getFixedT(request),
  ]);
  if (!exported) throw notFound();
  const cell = (type: string, values: string[]) =>
    type === "CHECKBOX" ? values.map(() => t("staff:surveys.results.yes")).join("") : values.join(", ");
  const csv = toCsv(
    [t("staff:surveys.csv.number"), ...exported.questions.map((question) => question.label)],
    exported.rows.map((row, index) => [
      String(index + 1),
      ...exported.questions.map((question, column) => cell(question.type, row.answers[column] ?? [])),
    ]),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="umfrage-${exported.survey.slug.replace(/[^\w-]/g, "")}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** /staff/kampagnen: the campaigns, and the one a send-now or cancel link asks to confirm. */
export async function campaignsPage(request: Request) {
  const url = new URL(request.url);
  const api = await staffApi(request, url.pathname);
  const [{ notificationCampaigns }, [t, locale]] = await Promise.all([
    api.request(StaffCampaignsDocument),
    staffWords(request),
  ]);
  const when = timeIn(locale);
  const campaigns = notificationCampaigns.map((campaign) => ({
    id: campaign.id,
    type: campaign.type,
    status: campaign.status,
    scheduledFor: when(campaign.scheduled_for) ?? "",
    finishedAt: when(campaign.finished_at),
    recipients: campaign.recipients,
    error: campaign.error ?? null,
  }));
  // `?senden=<id>` and `?abbrechen=<id>`: a pending campaign's confirmation.
  const pending = (param: string) => {
    const id = idParam(url.searchParams.get(param));
    return campaigns.find((campaign) => campaign.id === id && campaign.status === "PENDING") ?? null;
  };
  const tomorrow = DateTime.now().setZone(ZONE).plus({ days: 1 });
  return {
    title: pageTitle(t, "staff:campaigns.title"),
    campaigns,
    confirm: pending("senden"),
    confirmCancel: pending("abbrechen"),
    defaults: { date: tomorrow.toISODate() ?? "", time: "08:00" },
  };
}

/** /staff/kampagnen/{id}: one campaign, how many got its mail and who clicked what. */
export async function campaignPage(request: Request, id: string) {
  const api = await staffApi(request, new URL(request.url).pathname);
  const [{ staffCampaign: report }, [t, locale]] = await Promise.all([
    api.request(StaffCampaignDocument, { id }),
    staffWords(request),
  ]);
  if (!report) throw notFound();
  const { campaign } = report;
  const when = timeIn(locale);
  return {
    title: pageTitle(t, "staff:campaigns.report.title", {
      type: t(`staff:campaigns.types.${campaign.type}`),
      id: campaign.id,
    }),
    campaign: {
      id: campaign.id,
      type: campaign.type,
      status: campaign.status,
      scheduledFor: when(campaign.scheduled_for) ?? "",
      startedAt: when(campaign.started_at),
      finishedAt: when(campaign.finished_at),
      error: campaign.error ?? null,
    },
    sent: report.sent,
    clicked: report.clicked,
    clicks: report.clicks,
  };
}

/** /staff/umfragen: the surveys with their invitations and answers. */
export async function surveysPage(request: Request) {
  const api = await staffApi(request, new URL(request.url).pathname);
  const [{ staffSurveys }, [t, locale]] = await Promise.all([
    api.request(StaffSurveysDocument),
    staffWords(request),
  ]);
  const when = timeIn(locale);
  return {
    title: pageTitle(t, "staff:surveys.title"),
    surveys: staffSurveys.map((survey) => ({
      id: survey.id,
      title: survey.title,
      closesAt: when(survey.closes_at),
      invited: survey.invited,
      responses: survey.responses,
    })),
  };
}

/** /staff/umfragen/{id}: a survey's results without names. */
export async function surveyPage(request: Request, id: string) {
  const api = await staffApi(request, new URL(request.url).pathname);
  const [{ staffSurveyResults: results }, t] = await Promise.all([
    api.request(StaffSurveyResultsDocument, { id }),
    getFixedT(request),
  ]);
  if (!results) throw notFound();
  return {
    title: titleWith(t, results.survey.title),
    survey: results.survey,
    questions: results.questions.map((result) => ({
      id: result.question.id,
      type: result.question.type,
      label: result.question.label,
      answered: result.answered,
      counts: result.counts,
      texts: result.texts,
    })),
  };
}
