import { data, redirect } from "@remix-run/node";
import { getApi, upstreamFailure, UpstreamValidationError } from "~/.server/api";
import { readForm } from "~/.server/form";
import { UnsubscribeDocument, UnsubscriptionDocument } from "~/.server/graphql/unsubscribe";
import { getFixedT, getLocale } from "~/.server/i18n";
import { flash } from "~/.server/session";
import { pageTitle } from "~/lib/title";

/** The mail kind a link turns off; 404 for an unknown token. */
export async function loadUnsubscription(request: Request, token: string) {
  const t = await getFixedT(request);
  const api = await getApi(request, { locale: await getLocale(request) });
  const { unsubscription } = await api.request(UnsubscriptionDocument, { token });
  return data(
    { title: pageTitle(t, "common:unsubscribe.title"), unsubscription },
    { status: unsubscription ? 200 : 404, headers: { "X-Robots-Tag": "noindex" } },
  );
}

/** Turns the mail kind off (a post, never a visit: decision 024), then back to the page. */
export async function unsubscribe(request: Request, token: string) {
  await readForm(request);
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
