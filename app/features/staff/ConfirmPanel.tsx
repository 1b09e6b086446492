import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { primaryButtonClass } from "~/components/ui/buttonStyles";

/**
 * A confirmation addressed by the URL (a form without JavaScript): what is about to happen, the
 * form that does it (its hidden fields as children) and the way back that does nothing.
 */
export function ConfirmPanel({
  id,
  title,
  text,
  confirm,
  back,
  children,
}: {
  /** The panel's anchor, which the link that opens it points to. */
  id: string;
  title: string;
  text: string;
  confirm: string;
  back: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      id={id}
      className="mt-6 rounded border-2 border-primary bg-white p-4"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-2 text-ink">{text}</p>
      <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
        {children}
        <button type="submit" className={primaryButtonClass}>
          {confirm}
        </button>
        <Link to={back.href} className="text-primary underline">
          {back.label}
        </Link>
      </Form>
    </section>
  );
}
