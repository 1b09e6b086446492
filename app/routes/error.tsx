import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { getFixedT } from "~/.server/i18n";
import { ErrorPage } from "~/components/ErrorPage";

// Spec 2.1: /error shows the general error page.
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getFixedT(request);
  return { title: `${t("error_pages.general.title")} – ${t("product_name")}` };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function ErrorRoute() {
  return <ErrorPage status={500} />;
}
