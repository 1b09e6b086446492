import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TitledSection } from "~/components/ui/TitledSection";
import { StaffListPage } from "../StaffListPage";
import { campaignsAction, campaignsPage } from "~/features/staff/staff-outreach.server";
import { outlineButtonClass } from "~/components/ui/buttonStyles";
import { ConfirmPanel } from "~/features/staff/ConfirmPanel";
import { FilterSelect } from "~/features/staff/FilterSelect";
import { StaffTable } from "~/features/staff/StaffTable";
import { pageMeta } from "~/lib/page-meta";
import { staffClientLoader } from "~/features/staff/staff-client";
import { CAMPAIGN_TYPES, campaignPath } from "~/features/staff/staff-outreach";

// /staff/kampagnen: the notification campaigns with their status; schedule one (Berlin time), or
// send a scheduled one now or cancel it, each after a confirmation (`?senden=<id>`,
// `?abbrechen=<id>`). 404 for everyone but the roles
// with CAMPAIGNS (decision 035).

export const loader = ({ request }: LoaderFunctionArgs) => campaignsPage(request);

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
    <StaffListPage title={t("campaigns.title")} intro={t("campaigns.intro")}>
      {confirm ? <CampaignConfirm intent="run" campaign={confirm} /> : null}
      {confirmCancel ? <CampaignConfirm intent="cancel" campaign={confirmCancel} /> : null}

      <TitledSection id="schedule-heading" title={t("campaigns.schedule.title")} className="mt-8">
        {actionData && "error" in actionData ? (
          <p role="alert" className="mt-3 rounded border border-error p-3 text-error">
            {actionData.error}
          </p>
        ) : null}
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-4">
          <input type="hidden" name="intent" value="schedule" />
          <FilterSelect
            label={t("campaigns.schedule.type")}
            name="type"
            defaultValue={values?.type || "FORECAST"}
          >
            {CAMPAIGN_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`campaigns.types.${type}`)}
              </option>
            ))}
          </FilterSelect>
          {(["date", "time"] as const).map((part) => (
            <label key={part} className={labelClass}>
              {t(`campaigns.schedule.${part}`)}
              <input
                type={part}
                name={part}
                required
                defaultValue={values?.[part] || defaults[part]}
                className={fieldClass}
              />
            </label>
          ))}
          <button type="submit" className={outlineButtonClass}>
            {t("campaigns.schedule.submit")}
          </button>
        </Form>
        <p className="mt-2 text-sm text-muted">{t("campaigns.schedule.hint")}</p>
      </TitledSection>

      <TitledSection id="list-heading" title={t("campaigns.list")} className="mt-8">
        {campaigns.length === 0 ? (
          <p className="mt-3 text-ink">{t("campaigns.empty")}</p>
        ) : (
          <StaffTable
            className="mt-3"
            minWidth="min-w-[40rem]"
            caption={t("campaigns.caption")}
            columns={[
              { label: t("campaigns.columns.campaign") },
              { label: t("campaigns.columns.when") },
              { label: t("campaigns.columns.status") },
              { label: t("campaigns.columns.sent") },
              { label: t("campaigns.columns.actions"), hidden: true },
            ]}
          >
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
          </StaffTable>
        )}
      </TitledSection>
    </StaffListPage>
  );
}

/** Where each confirmation's link points (`#bestaetigen`, `#abbrechen`), and its way back's words. */
const CONFIRMATIONS = {
  run: { anchor: "bestaetigen", back: "campaigns.run.cancel" },
  cancel: { anchor: "abbrechen", back: "campaigns.cancel.back" },
} as const;

/** A pending campaign sent now or cancelled, after this confirmation. */
function CampaignConfirm({
  intent,
  campaign,
}: {
  intent: keyof typeof CONFIRMATIONS;
  campaign: { id: string; type: string; scheduledFor: string };
}) {
  const { t } = useTranslation("staff");
  const { anchor, back } = CONFIRMATIONS[intent];
  return (
    <ConfirmPanel
      id={anchor}
      title={t(`campaigns.${intent}.confirm_title`)}
      text={t(`campaigns.${intent}.confirm_text`, {
        type: t(`campaigns.types.${campaign.type}`),
        at: campaign.scheduledFor,
      })}
      confirm={t(`campaigns.${intent}.confirm`)}
      back={{ href: "/staff/kampagnen", label: t(back) }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={campaign.id} />
    </ConfirmPanel>
  );
}
