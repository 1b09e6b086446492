import type { LoaderFunctionArgs } from "@remix-run/node";
import { getApi } from "~/.server/api";
import { requireToken } from "~/.server/auth";
import { MyDataDocument } from "~/.server/graphql/profile";
import { getLocale } from "~/.server/i18n";

// /profile/data-export (GDPR art. 15 and 20): everything stored about the user as a JSON
// download, straight from the upstream.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireToken(request);
  const api = await getApi(request, { locale: await getLocale(request) });
  const { myData } = await api.request(MyDataDocument);
  return new Response(myData, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="meine-daten.json"',
      // Personal data: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
