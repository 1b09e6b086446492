import type { LoaderFunctionArgs } from "@remix-run/node";
import { getApi, UpstreamValidationError } from "~/.server/api";
import { requireToken } from "~/.server/auth";
import { CertificatePdfDocument } from "~/.server/graphql/cme";
import { getLocale } from "~/.server/i18n";
import { pdfDownload } from "~/.server/pdf-download";

// /profile/certificates/{id}/pdf: the certificate's PDF from the upstream, as a download. Another
// user's or an unknown certificate is a 404 (the upstream does not tell them apart either).
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireToken(request);
  const id = params.id ?? "";
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new Response(null, { status: 404 });
  const api = await getApi(request, { locale: await getLocale(request) });
  try {
    const { certificatePdf } = await api.request(CertificatePdfDocument, { id });
    return pdfDownload(certificatePdf);
  } catch (error) {
    if (error instanceof UpstreamValidationError) throw new Response(null, { status: 404 });
    throw error;
  }
}
