import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TitledSection } from "~/components/ui/TitledSection";
import { decideProofAction } from "~/features/staff/staff-decide.server";
import { proofPage, type ProofView } from "~/features/staff/staff-proofs.server";
import { ChoiceGroup } from "~/components/forms/ChoiceGroup";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import { accountRows, DetailRows, DetailSection } from "~/features/staff/StaffDetail";
import { pageMeta } from "~/lib/page-meta";
import { staffClientLoader } from "~/features/staff/staff-client";
import { rejectProofSchema } from "~/features/staff/staff.schema";
import { proofDocumentPath, REJECTION_NOTE_MAX, REJECTION_REASONS } from "~/features/staff/staff";
import { recordId } from "~/features/staff/staff.server";

// /staff/nachweise/{id}: one proof with the person's details and the document, accepted or rejected
// with a reason; then the next proof of the queue opens (decision 035). 404 for everyone but staff
// who review proofs.

export const loader = ({ request, params }: LoaderFunctionArgs) => proofPage(request, recordId(params));

export const action = ({ request, params }: ActionFunctionArgs) =>
  decideProofAction(request, params.id ?? "");

export const clientLoader = staffClientLoader;

export const meta = pageMeta;

export default function ProofReview() {
  const { t } = useTranslation("staff");
  const { proof, query, orderHref } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <p>
        <Link to={`/staff/nachweise${query}`} className="text-primary underline">
          {t("proofs.detail.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink">
        {t("proofs.detail.title", { name: proof.user.name })}
      </h1>
      <p className="mt-1 text-muted">
        {t(`proofs.kinds.${proof.kind}`)} · {t("proofs.detail.submitted", { date: proof.submittedAt })}
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="flex flex-col gap-8">
          <PersonDetails proof={proof} />
          {orderHref && proof.orderNumber ? (
            <p>
              <Link to={orderHref} className="font-semibold text-primary underline">
                {t("orders.open_order", { number: proof.orderNumber })}
              </Link>
            </p>
          ) : null}
          {proof.status === "PENDING" ? <Decision proof={proof} /> : <Decided proof={proof} />}
        </div>
        <ProofDocument proof={proof} />
      </div>
    </div>
  );
}

function PersonDetails({ proof }: { proof: ProofView }) {
  const { t } = useTranslation("staff");
  const { user } = proof;
  const rows: Array<[string, string | null]> = [
    [t("proofs.detail.name"), user.name],
    [t("proofs.detail.email"), user.email],
    [t("proofs.detail.proof_profession"), proof.profession],
    ...accountRows(t, user),
    [t("proofs.detail.registered"), user.registeredAt],
    [t("proofs.detail.order"), proof.orderNumber],
  ];
  return (
    <DetailSection id="person" title={t("proofs.detail.person")} className="">
      <DetailRows rows={rows} />
    </DetailSection>
  );
}

/** The document inline: an image as it is, a PDF in a frame of the browser's viewer. */
function ProofDocument({ proof }: { proof: ProofView }) {
  const { t } = useTranslation("staff");
  const href = proofDocumentPath(proof.id);
  const label = t("proofs.detail.document_of", { name: proof.user.name });
  return (
    <TitledSection id="document-heading" title={t("proofs.detail.document")}>
      {proof.file ? (
        <>
          <p className="mt-1 text-sm text-muted">
            {proof.file.name} ·{" "}
            <a href={href} target="_blank" rel="noreferrer" className="font-semibold text-primary underline">
              {t("proofs.detail.open_document")}
            </a>
          </p>
          {proof.file.mime === "application/pdf" ? (
            <iframe
              src={href}
              title={label}
              className="mt-2 h-[80vh] w-full rounded border border-line"
              data-proof-document
            />
          ) : (
            <img src={href} alt={label} className="mt-2 max-h-[80vh] w-auto rounded border border-line" />
          )}
        </>
      ) : (
        <p className="mt-2 text-muted">{t("proofs.detail.no_document")}</p>
      )}
    </TitledSection>
  );
}

function Decision({ proof }: { proof: ProofView }) {
  const { t } = useTranslation("staff");
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: `reject-${proof.id}`,
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rejectProofSchema(t) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { key: noteKey, ...noteProps } = getTextareaProps(fields.note, { ariaAttributes: true });
  return (
    <TitledSection id="decision-heading" title={t("proofs.decision.title")}>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="accept" />
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          {t("proofs.decision.accept")}
        </button>
      </Form>
      <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-2">
        <ErrorSummary
          fields={[
            { id: fields.reason.id, label: t("proofs.reject.reason"), errors: fields.reason.errors },
            { id: fields.note.id, label: t("proofs.reject.note"), errors: fields.note.errors },
          ]}
          formErrors={form.errors}
          result={actionData?.result}
        />
        <input type="hidden" name="intent" value="reject" />
        <ChoiceGroup
          meta={fields.reason}
          legend={t("proofs.reject.reason")}
          type="radio"
          options={REJECTION_REASONS.map((reason) => ({
            value: reason,
            label: t(`proofs.reasons.${reason}`),
          }))}
        />
        <label htmlFor={fields.note.id} className="font-medium text-ink">
          {t("proofs.reject.note")}
        </label>
        <p id={`${fields.note.id}-hint`} className="text-sm text-muted">
          {t("proofs.reject.note_hint")}
        </p>
        <textarea
          key={noteKey}
          {...noteProps}
          aria-describedby={[noteProps["aria-describedby"], `${fields.note.id}-hint`]
            .filter(Boolean)
            .join(" ")}
          maxLength={REJECTION_NOTE_MAX}
          rows={4}
          className="w-full rounded border border-line bg-white px-3 py-2 text-ink aria-[invalid=true]:border-error focus:border-primary"
        />
        <p id={fields.note.errorId} className="min-h-6 text-sm text-error">
          {fields.note.errors?.[0]}
        </p>
        <div>
          <button type="submit" className={outlineButtonClass} disabled={busy}>
            {t("proofs.decision.reject")}
          </button>
        </div>
      </Form>
    </TitledSection>
  );
}

function Decided({ proof }: { proof: ProofView }) {
  const { t } = useTranslation("staff");
  return (
    <TitledSection id="decided-heading" title={t(`proofs.status.${proof.status}`)}>
      <p className="mt-1 text-ink">
        {t("proofs.decided.by", {
          date: proof.decidedAt ?? "",
          name: proof.decidedBy ?? t("proofs.decided.someone"),
        })}
      </p>
      {proof.rejectionReason ? (
        <p className="mt-1 text-ink">
          {t(`proofs.reasons.${proof.rejectionReason}`)}
          {proof.rejectionNote ? `: ${proof.rejectionNote}` : ""}
        </p>
      ) : null}
    </TitledSection>
  );
}
