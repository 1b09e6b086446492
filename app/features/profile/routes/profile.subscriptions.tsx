import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FollowFieldsDocument } from "../profile.graphql.server";
import { profileFormAction } from "../profile-form.server";
import { refusalMessages } from "~/.server/refusals";
import { FollowControls } from "~/components/content/FollowControls";
import { ChipSelect } from "~/components/forms/ChipSelect";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { primaryButtonClass } from "~/components/ui/buttonStyles";
import { addFieldsSchema } from "../profile.schema";
import { pageMeta } from "~/lib/page-meta";
import { loadSubscriptions } from "../profile-pages.server";
import { TitledSection } from "~/components/ui/TitledSection";

// /profile/subscriptions (spec 2.1): the followed fields and channels with their
// notification switch and unfollow, and the fields not followed yet to add. Every toggle posts to
// /follow and comes back here (post/redirect/get without JavaScript, a fetcher with it). Unlike other
// pages, this one loads its data again after a toggle answered in place: its lists are the follows.
export const loader = ({ request }: LoaderFunctionArgs) => loadSubscriptions(request);

/** "Add": the chosen fields followed in one request, then back here with a snackbar. */
export const action = ({ request }: ActionFunctionArgs) =>
  profileFormAction(request, {
    schema: addFieldsSchema,
    run: (api, value) => api.request(FollowFieldsDocument, { ids: value.ids }),
    fieldErrors: (error, t) => refusalMessages(error, t, { fields: { ids: "ids" } }).fieldErrors,
    success: "profile:subscriptions.added",
  });

export const meta = pageMeta;

export default function Subscriptions() {
  const { t } = useTranslation("profile");
  const { follows, addable } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const result = navigation.state === "idle" ? actionData?.result : undefined;
  const [form, fields] = useForm({
    id: "add-fields",
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addFieldsSchema(t) }),
    shouldValidate: "onSubmit",
  });
  return (
    <div className="py-6">
      <h1 className="text-3xl font-bold text-ink">{t("subscriptions.title")}</h1>
      <p className="mt-2 text-muted">{t("subscriptions.intro")}</p>
      <TitledSection id="subscriptions-followed" title={t("subscriptions.followed_heading")} className="mt-6">
        {follows.length === 0 ? (
          <p className="mt-2 text-ink">{t("overview.follows_none")}</p>
        ) : (
          <ul
            className="mt-3 divide-y divide-line rounded-lg border border-line bg-white"
            data-testid="followed"
          >
            {follows.map((follow) => (
              <li
                key={`${follow.target.type}:${follow.target.id}`}
                className="flex flex-wrap items-center justify-between gap-3 p-3"
              >
                <Link to={follow.href} className="font-semibold text-primary underline">
                  {follow.target.name}
                </Link>
                <FollowControls target={follow.target} followed notify={follow.notify} signedIn named />
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
      <TitledSection id="subscriptions-add" title={t("subscriptions.add_heading")} className="mt-8">
        {addable.length === 0 ? (
          <p className="mt-2 text-ink">{t("subscriptions.all_followed")}</p>
        ) : (
          <Form method="post" {...getFormProps(form)} className="mt-3 flex flex-col gap-2">
            <ErrorSummary
              result={result}
              formErrors={form.errors}
              fields={[
                { id: `${form.id}-ids`, label: t("subscriptions.add_legend"), errors: fields.ids.errors },
              ]}
            />
            <ChipSelect
              name={fields.ids.name}
              type="checkbox"
              legend={t("subscriptions.add_legend")}
              options={addable}
              defaultChecked={[]}
              id={`${form.id}-ids`}
              errors={fields.ids.errors}
              errorId={fields.ids.errorId}
              testId="addable"
            />
            <button
              type="submit"
              disabled={navigation.state === "submitting"}
              className={`${primaryButtonClass} self-start`}
            >
              {t("subscriptions.add")}
            </button>
          </Form>
        )}
      </TitledSection>
    </div>
  );
}
