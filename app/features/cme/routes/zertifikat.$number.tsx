import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { statusKey } from "../model";
import { formatDate } from "~/lib/content-format";
import type { RouteHandle } from "~/root";
import { loadCertificateCheck } from "../certificates.server";

// /zertifikat/{number}: the public page the certificate's QR code points to. It confirms
// a certificate is genuine (name, course, points, date, status) and shows nothing else; an unknown
// number says so with a 404. The `empty` layout (spec 2.2): whoever checks it needs nothing of the frame.
export const handle: RouteHandle = { layout: "empty" };

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadCertificateCheck(request, params.number ?? "");

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title },
  { name: "robots", content: "noindex" },
];

export default function VerifyCertificatePage() {
  const { t, i18n } = useTranslation("cme");
  const { number, certificate } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{t("verify.title")}</h1>
      {certificate ? (
        <section
          className="mt-6 rounded-lg border border-line border-t-4 border-t-primary bg-white p-5"
          data-testid="verified"
        >
          <p className="text-lg font-semibold text-primary" role="status">
            {t("verify.genuine")}
          </p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-muted">{t("verify.number")}</dt>
            <dd className="break-all text-ink">{certificate.number}</dd>
            <dt className="text-muted">{t("verify.name")}</dt>
            <dd className="text-ink">{certificate.full_name}</dd>
            <dt className="text-muted">{t("verify.content")}</dt>
            <dd className="text-ink">{certificate.content_title}</dd>
            <dt className="text-muted">{t("verify.points")}</dt>
            <dd className="text-ink">{certificate.points}</dd>
            <dt className="text-muted">{t("verify.date")}</dt>
            <dd className="text-ink">{formatDate(certificate.issued_at, i18n.language)}</dd>
            <dt className="text-muted">{t("verify.status")}</dt>
            <dd className="text-ink">{t(statusKey(certificate))}</dd>
          </dl>
        </section>
      ) : (
        <p
          className="mt-6 rounded-lg border border-line bg-white p-5 text-ink"
          role="status"
          data-testid="not-verified"
        >
          {t("verify.unknown")} <span className="break-all font-mono">{number}</span>
        </p>
      )}
    </div>
  );
}
