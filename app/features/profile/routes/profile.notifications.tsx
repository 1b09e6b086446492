import { getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { calendarFeedAction } from "~/.server/calendar-feed";
import { CalendarFeedSection } from "../CalendarFeedSection";
import { useTranslation } from "react-i18next";
import { UpdateNotificationSettingsDocument } from "../profile.graphql.server";
import { profileFormAction } from "../profile-form.server";
import { ChoiceGroup } from "~/components/forms/ChoiceGroup";
import { SettingsForm } from "../SettingsForm";
import { notificationSettingsSchema, SUMMARY_FREQUENCIES } from "../profile.schema";
import { pageMeta } from "~/lib/page-meta";
import { loadNotifications } from "../profile-pages.server";

// /profile/notifications (spec §9): the summary mail weekly or every two weeks, mails about
// what the user follows, the day-of-livestream reminder and promotions.
export const loader = ({ request }: LoaderFunctionArgs) => loadNotifications(request);

// The calendar feed's buttons post to `?calendar`; the settings form to the page itself.
export const action = ({ request }: ActionFunctionArgs) =>
  new URL(request.url).searchParams.has("calendar")
    ? calendarFeedAction(request)
    : profileFormAction(request, {
        schema: notificationSettingsSchema,
        run: (api, value) => api.request(UpdateNotificationSettingsDocument, { input: value }),
      });

export const meta = pageMeta;

const SWITCHES = [
  ["notify_subscriptions", "notifications.subscriptions"],
  ["notify_livestream_day", "notifications.livestream_day"],
  ["notify_promotions", "notifications.promotions"],
] as const;

export default function NotificationSettings() {
  const { t } = useTranslation("profile");
  const { values, calendarFeed } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const result =
    navigation.state === "idle" && actionData && "result" in actionData ? actionData.result : undefined;
  const calendarUrl = actionData && "calendarUrl" in actionData ? actionData.calendarUrl : null;
  const [form, fields] = useForm({
    id: "notifications",
    defaultValue: values,
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: notificationSettingsSchema(t) }),
  });
  return (
    <>
      <SettingsForm
        title={t("notifications.title")}
        intro={t("notifications.intro")}
        form={form}
        result={result}
        summary={[
          {
            id: fields.summary_frequency.id,
            label: t("notifications.summary_legend"),
            errors: fields.summary_frequency.errors,
          },
        ]}
      >
        <ChoiceGroup
          meta={fields.summary_frequency}
          legend={t("notifications.summary_legend")}
          type="radio"
          columns={2}
          options={SUMMARY_FREQUENCIES.map((value) => ({ value, label: t(`notifications.${value}`) }))}
        />
        {SWITCHES.map(([name, label]) => {
          const { key, ...props } = getInputProps(fields[name], { type: "checkbox" });
          return (
            <p key={key ?? name} className="flex items-start gap-2">
              <input {...props} className="mt-1 size-4 accent-primary" />
              <label htmlFor={fields[name].id} className="text-ink">
                {t(label)}
              </label>
            </p>
          );
        })}
      </SettingsForm>
      <CalendarFeedSection since={calendarFeed?.created_at ?? null} url={calendarUrl} />
    </>
  );
}
