import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type LinkableType, linkTo } from "~/lib/links";

type Props = {
  channel: { slug: string; name: string } | null;
  fields: Array<{ id: string; slug: string; name: string }>;
  tags: Array<{ id: string; slug: string; name: string }>;
};

const chip =
  "inline-block rounded-full border border-line bg-white px-3 py-1 text-sm text-primary-dark hover:border-primary hover:underline";

/** Channel, fields and tags of a video, each a link to its page (spec 2.1). */
export function VideoFacts({ channel, fields, tags }: Props) {
  const { t } = useTranslation("video");
  if (!channel && fields.length === 0 && tags.length === 0) return null;
  return (
    <dl className="mt-6 space-y-3">
      {channel ? (
        <Fact term={t("details.channel")}>
          <Link to={linkTo({ type: "Channel", slug: channel.slug })} className={chip}>
            {channel.name}
          </Link>
        </Fact>
      ) : null}
      {fields.length > 0 ? (
        <Fact term={t("details.fields")}>
          <Chips type="Field" items={fields} />
        </Fact>
      ) : null}
      {tags.length > 0 ? (
        <Fact term={t("details.tags")}>
          <Chips type="Tag" items={tags} prefix="#" />
        </Fact>
      ) : null}
    </dl>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

function Chips({ type, items, prefix }: { type: LinkableType; items: Props["tags"]; prefix?: string }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={linkTo({ type, slug: item.slug })} className={chip}>
            {prefix}
            {item.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
