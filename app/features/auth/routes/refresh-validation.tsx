import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadRefreshValidation, refreshValidationAction } from "../request-validation.server";
import { getFixedT } from "~/.server/i18n";
import { RequestValidationDialog } from "../RequestValidationDialog";
import { Snackbars } from "~/components/Snackbars";
import type { FlashMessage } from "~/lib/flash";
import { safeRedirect } from "~/lib/redirect";
import { pageTitle } from "~/lib/title";
import { pageMeta } from "~/lib/page-meta";

/**
 * Renewal from the refresh-validation alert (spec 2.4, §4): the request-validation dialog in refresh
 * mode over a small page; success and closing go back to `redirectTo`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const dialog = await loadRefreshValidation(request);
  const t = await getFixedT(request);
  return {
    title: pageTitle(t, "auth:request_validation.title"),
    dialog,
    back: safeRedirect(new URL(request.url).searchParams.get("redirectTo")),
  };
}

export const action = (args: ActionFunctionArgs) => refreshValidationAction(args);

export const meta = pageMeta;

export default function RefreshValidation() {
  const { t } = useTranslation("auth");
  const { dialog, back } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ snackbar?: FlashMessage | null }>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Snackbars flash={actionData?.snackbar ?? null} />
      <h1 className="text-3xl font-bold text-ink">{t("request_validation.title")}</h1>
      <p className="mt-2 text-muted">{t("request_validation.page_text")}</p>
      <p className="mt-4">
        <Link to={back} className="text-primary underline">
          {t("request_validation.back")}
        </Link>
      </p>
      <RequestValidationDialog data={dialog} closeHref={back} />
    </div>
  );
}
