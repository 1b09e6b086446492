import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getApi, upstreamFailure, UpstreamValidationError } from "~/.server/api";
import { readForm } from "~/.server/form";
import { UnsubscribeDocument, UnsubscriptionDocument } from "~/.server/graphql/unsubscribe";
import { getFixedT, getLocale } from "~/.server/i18n";
import { flash } from "~/.server/session";
import { primaryButtonClass } from "~/components/ui/buttonStyles";
import { pageMeta } from "~/lib/page-meta";
import { pageTitle } from "~/lib/title";
import type { RouteHandle } from "~/root";

// /unsubscribe/{token} (spec 2.1): the link in every campaign mail. It names the kind of
// mail and turns it off with one button, without login. A plain visit changes nothing: mail
// scanners open every link in a mail, and they must not unsubscribe anyone (decision 024). The `empty`
// layout (spec 2.2): one thing to do, nothing of the frame around it.
export const handle: RouteHandle = { layout: "empty" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const t = await getFixedT(request);
  const api = await getApi(request, { locale: await getLocale(request) });
  const { unsubscription } = await api.request(UnsubscriptionDocument, { token: params.token ?? "" });
  return data(
    { title: pageTitle(t, "common:unsubscribe.title"), unsubscription },
    { status: unsubscription ? 200 : 404, headers: { "X-Robots-Tag": "noindex" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  await readForm(request);
  const token = params.token ?? "";
  const back = `/unsubscribe/${encodeURIComponent(token)}`;
  try {
    const api = await getApi(request, { locale: await getLocale(request) });
    const { unsubscribe } = await api.request(UnsubscribeDocument, { token });
    return redirect(back, {
      status: 303,
      headers: await flash(request, {
        kind: "success",
        messages: [{ key: `common:unsubscribe.done.${unsubscribe.setting}` }],
      }),
    });
  } catch (error) {
    // An unknown token: the page says so.
    if (error instanceof UpstreamValidationError) return redirect(back, 303);
    const failure = upstreamFailure(error);
    if (!failure) throw error;
    const t = await getFixedT(request);
    return data({ error: t(failure.messageKey) }, { status: failure.status });
  }
}

export const meta = pageMeta;

export default function Unsubscribe() {
  const { unsubscription } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const sending = useNavigation().state === "submitting";
  const failed = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">{t("unsubscribe.title")}</h1>
      {!unsubscription ? (
        <p className="mt-4 text-ink">{t("unsubscribe.invalid")}</p>
      ) : unsubscription.used ? (
        <p className="mt-4 text-ink">
          {t(`unsubscribe.off.${unsubscription.setting}`, { email: unsubscription.email_hint })}
        </p>
      ) : (
        <>
          <p className="mt-4 text-ink">
            {t(`unsubscribe.question.${unsubscription.setting}`, { email: unsubscription.email_hint })}
          </p>
          <p className="mt-2 text-muted">{t("unsubscribe.others_stay")}</p>
          {failed && "error" in failed ? (
            <p role="alert" className="mt-4 rounded border border-error p-3 text-error">
              {failed.error}
            </p>
          ) : null}
          <Form method="post" className="mt-4">
            <button type="submit" className={primaryButtonClass} disabled={sending}>
              {t(`unsubscribe.button.${unsubscription.setting}`)}
            </button>
          </Form>
        </>
      )}
      <p className="mt-6">
        <Link to="/profile/notifications" className="font-semibold text-primary underline">
          {t("unsubscribe.settings")}
        </Link>
      </p>
    </div>
  );
}
