import { data as remixData } from "@remix-run/node";
import { getApi, UpstreamValidationError } from "~/.server/api";
import { requireToken } from "~/.server/auth";
import { getFixedT, getLocale } from "~/.server/i18n";
import { pdfDownload } from "~/.server/pdf-download";
import { pageTitle } from "~/lib/title";
import { currentCycle, pointsAccount } from "./cme-account";
import { toCertificate } from "./cme.server";
import {
  CertificatePdfDocument,
  CertificatesPageDocument,
  VerifyCertificateDocument,
} from "./cme.graphql.server";

// The certificate pages: the public check of a certificate's number (/zertifikat/{number}), the
// user's certificates with the points account (/profile/certificates) and a certificate's PDF.

export async function loadCertificateCheck(request: Request, rawNumber: string) {
  const number = rawNumber.slice(0, 40);
  const api = await getApi(request, { locale: await getLocale(request) });
  const [{ verifyCertificate: certificate }, t] = await Promise.all([
    api.request(VerifyCertificateDocument, { number }),
    getFixedT(request),
  ]);
  const data = { title: pageTitle(t, "cme:verify.title"), number, certificate };
  // Not found is an answer, not an error page: the page still says which number it checked.
  return remixData(data, {
    status: certificate ? 200 : 404,
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}

export async function loadCertificates(request: Request) {
  await requireToken(request);
  const api = await getApi(request, { locale: await getLocale(request) });
  const [{ myCertificates, cmeCycleStart, me }, t] = await Promise.all([
    api.request(CertificatesPageDocument),
    getFixedT(request),
  ]);
  const url = new URL(request.url);
  const mainField = me?.field?.id ?? null;
  const certificates = myCertificates.map((c) => ({
    ...toCertificate(c),
    inSpecialty: mainField !== null && Boolean(c.content?.fields.some((field) => field.id === mainField)),
  }));
  const years = [...new Set(certificates.map((c) => Number(c.issuedAt.slice(0, 4))))].sort((a, b) => b - a);
  const yearParam = Number(url.searchParams.get("year"));
  const year = years.includes(yearParam) ? yearParam : null;
  const selectedId = url.searchParams.get("dialog") === "certificate" ? url.searchParams.get("id") : null;
  const cycleStart = cmeCycleStart ? cmeCycleStart.slice(0, 10) : null;
  const cycle = cycleStart ? currentCycle(cycleStart, new Date()) : null;
  return {
    title: pageTitle(t, "cme:certificates.title"),
    certificates: year ? certificates.filter((c) => c.issuedAt.startsWith(String(year))) : certificates,
    years,
    year,
    cycleStart,
    cycle,
    account: cycle ? pointsAccount(certificates, cycle) : null,
    /** Specialists need 150 of the 250 points in their field: shown to doctors with a main field. */
    specialty: me?.profession === "DOCTOR" && mainField !== null,
    /** `?dialog=certificate&id=…`: that certificate, null when it is not the user's; undefined: no dialog. */
    selected: selectedId ? (certificates.find((c) => c.id === selectedId) ?? null) : undefined,
  };
}

export async function certificatePdf(request: Request, id: string) {
  await requireToken(request);
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
