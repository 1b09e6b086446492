import type { ReactNode } from "react";
import type { Translate } from "~/lib/validation";
import type { PersonView } from "./staff-view.server";

/** A part of a staff detail page under its own heading (`<id>-heading` names the section). */
export function DetailSection({
  id,
  title,
  className = "mt-8",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** Labelled facts of a staff detail page; a fact without a value (null) is left out. */
export function DetailRows({
  rows,
  className = "",
}: {
  rows: Array<[string, ReactNode | null]>;
  className?: string;
}) {
  return (
    <dl className={`${className} grid grid-cols-[auto_1fr] gap-x-4 gap-y-1`.trim()}>
      {rows
        .filter((row): row is [string, ReactNode] => row[1] !== null)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-ink [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The facts of a person's account that the proof and user pages both show, in this order. */
export function accountRows(t: Translate, user: PersonView): Array<[string, string | null]> {
  const validation = user.validationStatus
    ? `${t(`users.validation.${user.validationStatus}`)}${user.validationExpiresAt ? ` · ${t("proofs.detail.until", { date: user.validationExpiresAt })}` : ""}`
    : null;
  return [
    [t("proofs.detail.profession"), user.profession],
    [t("proofs.detail.employment"), user.employment],
    [t("proofs.detail.country"), user.country],
    [t("proofs.detail.efn"), user.efn],
    [t("proofs.detail.account"), t(`users.status.${user.status}`)],
    [t("proofs.detail.validation"), validation],
  ];
}
