import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getApi } from "~/.server/api";
import { requireToken } from "~/.server/auth";
import { FollowFieldsDocument, SubscriptionsPageDocument } from "~/.server/graphql/profile";
import { profileFormAction } from "~/.server/profile-form";
import { refusalMessages } from "~/.server/refusals";
import { getFixedT, getLocale } from "~/.server/i18n";
import { FollowControls, type FollowTarget } from "~/components/content/FollowControls";
import { ChipSelect } from "~/components/forms/ChipSelect";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { primaryButtonClass } from "~/components/ui/buttonStyles";
import { addFieldsSchema } from "~/lib/schemas/profile";
import { labelIn } from "~/lib/labels";
import { linkTo } from "~/lib/links";
import { pageTitle } from "~/lib/title";
import { pageMeta } from "~/lib/page-meta";

// /profile/subscriptions (spec 2.1): the followed fields and channels with their
// notification switch and unfollow, and the fields not followed yet to add. Every toggle posts to
// /follow and comes back here (post/redirect/get without JavaScript, a fetcher with it). Unlike other
// pages, this one loads its data again after a toggle answered in place: its lists are the follows.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request);
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const [{ me, fields }, t] = await Promise.all([api.request(SubscriptionsPageDocument), getFixedT(request)]);
  if (!me) throw new Response(null, { status: 401 });
  const followedFields = new Set(me.follows.filter((f) => f.type === "FIELD").map((f) => f.id));
  const collator = new Intl.Collator(locale);
  const toTarget = (type: "Field" | "Channel", id: string, name: string): FollowTarget => ({
    type,
    id,
    name,
  });
  return {
    title: pageTitle(t, "profile:subscriptions.title"),
    follows: me.follows.map((follow) => {
      const type = follow.type === "FIELD" ? ("Field" as const) : ("Channel" as const);
      return {
        target: toTarget(type, follow.id, follow.name),
        notify: follow.notify,
        href: linkTo({ type, slug: follow.slug }),
      };
    }),
    // Merged fields live on in the field they were merged into; the less common (not relevant)
    // ones are the chip selector's extended items.
    addable: fields
      .filter((field) => !field.mappedId && !followedFields.has(field.id))
      .map((field) => ({ value: field.id, label: labelIn(locale, field), extended: !field.relevant }))
      .sort((a, b) => collator.compare(a.label, b.label)),
  };
}

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
      <section className="mt-6" aria-labelledby="subscriptions-followed">
        <h2 id="subscriptions-followed" className="text-xl font-semibold text-ink">
          {t("subscriptions.followed_heading")}
        </h2>
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
      </section>
      <section className="mt-8" aria-labelledby="subscriptions-add">
        <h2 id="subscriptions-add" className="text-xl font-semibold text-ink">
          {t("subscriptions.add_heading")}
        </h2>
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
      </section>
    </div>
  );
}
