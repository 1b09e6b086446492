import type { LoaderFunctionArgs } from "@remix-run/node";
import { getApi, UpstreamValidationError } from "~/.server/api";
import { requireToken } from "~/.server/auth";
import { InvoicePdfDocument } from "~/features/checkout/checkout.graphql.server";
import { getLocale } from "~/.server/i18n";
import { pdfDownload } from "~/.server/pdf-download";

// /profile/orders/{id}/invoice: a paid order's invoice PDF from the upstream, as a download. Another
// user's, an unpaid or an unknown order is a 404.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireToken(request);
  const id = params.id ?? "";
  if (!/^\d{1,12}$/.test(id)) throw new Response(null, { status: 404 });
  const api = await getApi(request, { locale: await getLocale(request) });
  try {
    const { invoicePdf } = await api.request(InvoicePdfDocument, { id });
    return pdfDownload(invoicePdf);
  } catch (error) {
    if (error instanceof UpstreamValidationError) throw new Response(null, { status: 404 });
    throw error;
  }
}
