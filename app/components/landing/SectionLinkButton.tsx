import { Link } from "@remix-run/react";
import { cx } from "~/components/ui/cx";
import type { SectionLink } from "./model";

const VARIANTS = {
  primary: "bg-primary text-white hover:bg-primary-dark",
  light: "bg-white text-primary hover:bg-primary-light",
} as const;

/** A section's call to action: a client-side link on this site, a plain link elsewhere. */
export function SectionLinkButton({
  link,
  variant = "primary",
}: {
  link: SectionLink;
  variant?: keyof typeof VARIANTS;
}) {
  const className = cx("inline-flex rounded px-5 py-3 font-semibold", VARIANTS[variant]);
  return link.external ? (
    <a href={link.href} rel="noopener noreferrer" className={className}>
      {link.label}
    </a>
  ) : (
    <Link to={link.href} className={className}>
      {link.label}
    </Link>
  );
}

/** The section's link on a line of its own below its content, when the section has one. */
export function SectionLinkBelow({ link }: { link: SectionLink | null }) {
  if (!link) return null;
  return (
    <div className="mt-4">
      <SectionLinkButton link={link} />
    </div>
  );
}
