import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { DateTime } from "luxon";
import { useTranslation } from "react-i18next";
import { StaffCampaignsDocument } from "~/features/staff/staff.graphql.server";
import { getFixedT, getLocale } from "~/.server/i18n";
import { staffApi } from "~/features/staff/staff.server";
import { campaignsAction } from "~/features/staff/staff-outreach.server";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import { formatEventStart } from "~/lib/content-format";
import { pageMeta } from "~/lib/page-meta";
import { idParam } from "~/features/staff/staff";
import { staffClientLoader } from "~/features/staff/staff-client";
import { CAMPAIGN_TYPES, campaignPath } from "~/features/staff/staff-outreach";
import { pageTitle } from "~/lib/title";

// /staff/kampagnen: the notification campaigns with their status; schedule one (Berlin time), or
// send a scheduled one now or cancel it, each after a confirmation (`?senden=<id>`,
// `?abbrechen=<id>`). 404 for everyone but the roles
// with CAMPAIGNS (decision 035).

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const api = await staffApi(request, url.pathname);
  const [{ notificationCampaigns }, t, locale] = await Promise.all([
    api.request(StaffCampaignsDocument),
    getFixedT(request),
    getLocale(request),
  ]);
  const confirmId = idParam(url.searchParams.get("senden"));
  const cancelId = idParam(url.searchParams.get("abbrechen"));
  const when = (iso: string | null | undefined) => (iso ? formatEventStart(iso, locale) : null);
  const campaigns = notificationCampaigns.map((campaign) => ({
    id: campaign.id,
    type: campaign.type,
    status: campaign.status,
    scheduledFor: when(campaign.scheduled_for) ?? "",
    finishedAt: when(campaign.finished_at),
    recipients: campaign.recipients,
    error: campaign.error ?? null,
  }));
  const tomorrow = DateTime.now().setZone("Europe/Berlin").plus({ days: 1 });
  return {
    title: pageTitle(t, "staff:campaigns.title"),
    campaigns,
    confirm: campaigns.find((campaign) => campaign.id === confirmId && campaign.status === "PENDING") ?? null,
    confirmCancel:
      campaigns.find((campaign) => campaign.id === cancelId && campaign.status === "PENDING") ?? null,
    defaults: { date: tomorrow.toISODate() ?? "", time: "08:00" },
  };
}

export const action = ({ request }: ActionFunctionArgs) => campaignsAction(request);

export const clientLoader = staffClientLoader;

export const meta = pageMeta;

const fieldClass = "mt-1 min-h-10 rounded-md border border-line bg-white px-3 font-normal";
const labelClass = "flex flex-col text-sm font-semibold text-ink";

export default function Campaigns() {
  const { t } = useTranslation("staff");
  const { campaigns, confirm, confirmCancel, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const values = actionData && "values" in actionData ? actionData.values : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-3xl font-bold text-ink">{t("campaigns.title")}</h1>
      <p className="mt-2 text-muted">{t("campaigns.intro")}</p>

      {confirm ? (
        <section
          aria-labelledby="confirm-heading"
          id="bestaetigen"
          className="mt-6 rounded border-2 border-primary bg-white p-4"
        >
          <h2 id="confirm-heading" className="text-xl font-semibold text-ink">
            {t("campaigns.run.confirm_title")}
          </h2>
          <p className="mt-2 text-ink">
            {t("campaigns.run.confirm_text", {
              type: t(`campaigns.types.${confirm.type}`),
              at: confirm.scheduledFor,
            })}
          </p>
          <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="run" />
            <input type="hidden" name="id" value={confirm.id} />
            <button type="submit" className={primaryButtonClass}>
              {t("campaigns.run.confirm")}
            </button>
            <Link to="/staff/kampagnen" className="text-primary underline">
              {t("campaigns.run.cancel")}
            </Link>
          </Form>
        </section>
      ) : null}

      {confirmCancel ? (
        <section
          aria-labelledby="cancel-heading"
          id="abbrechen"
          className="mt-6 rounded border-2 border-primary bg-white p-4"
        >
          <h2 id="cancel-heading" className="text-xl font-semibold text-ink">
            {t("campaigns.cancel.confirm_title")}
          </h2>
          <p className="mt-2 text-ink">
            {t("campaigns.cancel.confirm_text", {
              type: t(`campaigns.types.${confirmCancel.type}`),
              at: confirmCancel.scheduledFor,
            })}
          </p>
          <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="id" value={confirmCancel.id} />
            <button type="submit" className={primaryButtonClass}>
              {t("campaigns.cancel.confirm")}
            </button>
            <Link to="/staff/kampagnen" className="text-primary underline">
              {t("campaigns.cancel.back")}
            </Link>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="schedule-heading" className="mt-8">
        <h2 id="schedule-heading" className="text-xl font-semibold text-ink">
          {t("campaigns.schedule.title")}
        </h2>
        {actionData && "error" in actionData ? (
          <p role="alert" className="mt-3 rounded border border-error p-3 text-error">
            {actionData.error}
          </p>
        ) : null}
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-4">
          <input type="hidden" name="intent" value="schedule" />
          <label className={labelClass}>
            {t("campaigns.schedule.type")}
            <select name="type" defaultValue={values?.type || "FORECAST"} className={fieldClass}>
              {CAMPAIGN_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`campaigns.types.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            {t("campaigns.schedule.date")}
            <input
              type="date"
              name="date"
              required
              defaultValue={values?.date || defaults.date}
              className={fieldClass}
            />
          </label>
          <label className={labelClass}>
            {t("campaigns.schedule.time")}
            <input
              type="time"
              name="time"
              required
              defaultValue={values?.time || defaults.time}
              className={fieldClass}
            />
          </label>
          <button type="submit" className={outlineButtonClass}>
            {t("campaigns.schedule.submit")}
          </button>
        </Form>
        <p className="mt-2 text-sm text-muted">{t("campaigns.schedule.hint")}</p>
      </section>

      <section aria-labelledby="list-heading" className="mt-8">
        <h2 id="list-heading" className="text-xl font-semibold text-ink">
          {t("campaigns.list")}
        </h2>
        {campaigns.length === 0 ? (
          <p className="mt-3 text-ink">{t("campaigns.empty")}</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
              <caption className="sr-only">{t("campaigns.caption")}</caption>
              <thead>
                <tr className="border-b border-line text-muted">
                  <th scope="col" className="py-2 pr-3">
                    {t("campaigns.columns.campaign")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("campaigns.columns.when")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("campaigns.columns.status")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("campaigns.columns.sent")}
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">{t("campaigns.columns.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {campaigns.map((campaign) => (
                  <tr key={campaign.id} className="border-b border-line align-top">
                    <td className="py-2 pr-3">
                      <Link to={campaignPath(campaign.id)} className="font-semibold text-primary underline">
                        {t(`campaigns.types.${campaign.type}`)} #{campaign.id}
                      </Link>
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap">{campaign.scheduledFor}</td>
                    <td className="py-2 pr-3">
                      {t(`campaigns.status.${campaign.status}`)}
                      {campaign.error ? (
                        <span className="block text-error">
                          {t("campaigns.error", { error: campaign.error })}
                        </span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3">{campaign.status === "PENDING" ? "–" : campaign.recipients}</td>
                    <td className="py-2">
                      {campaign.status === "PENDING" ? (
                        <span className="flex flex-wrap gap-x-4 gap-y-1">
                          <Link
                            to={`/staff/kampagnen?senden=${campaign.id}#bestaetigen`}
                            className="text-primary underline"
                          >
                            {t("campaigns.run.now")}
                            <span className="sr-only">
                              {" "}
                              ({t(`campaigns.types.${campaign.type}`)} #{campaign.id})
                            </span>
                          </Link>
                          <Link
                            to={`/staff/kampagnen?abbrechen=${campaign.id}#abbrechen`}
                            className="text-primary underline"
                          >
                            {t("campaigns.cancel.now")}
                            <span className="sr-only">
                              {" "}
                              ({t(`campaigns.types.${campaign.type}`)} #{campaign.id})
                            </span>
                          </Link>
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
