import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getFixedT } from "~/.server/i18n";
import { ErrorPage, errorPageFor, isKnownErrorStatus } from "~/components/ErrorPage";
import { pageTitle } from "~/lib/title";

// Spec 2.1: /error shows the general error page, with the error's status (500 unless `?status=`
// names one with its own page, e.g. /error?status=503), so nothing caches or indexes it as a page.
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getFixedT(request);
  const asked = Number(new URL(request.url).searchParams.get("status"));
  const status = isKnownErrorStatus(asked) ? asked : 500;
  return data({ status, title: pageTitle(t, `error_pages.${errorPageFor(status)}.title`) }, { status });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => [{ title: loaderData?.title }];

export default function ErrorRoute() {
  const { status } = useLoaderData<typeof loader>();
  return <ErrorPage status={status} />;
}
