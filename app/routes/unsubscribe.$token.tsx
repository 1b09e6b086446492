import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadUnsubscription, unsubscribe } from "~/.server/unsubscribe";
import { primaryButtonClass } from "~/components/ui/buttonStyles";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/root";

// /unsubscribe/{token} (spec 2.1): the link in every campaign mail. It names the kind of
// mail and turns it off with one button, without login. A plain visit changes nothing: mail
// scanners open every link in a mail, and they must not unsubscribe anyone (decision 024). The `empty`
// layout (spec 2.2): one thing to do, nothing of the frame around it.
export const handle: RouteHandle = { layout: "empty" };

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadUnsubscription(request, params.token ?? "");

export const action = ({ request, params }: ActionFunctionArgs) => unsubscribe(request, params.token ?? "");

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
