import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { linkTo } from "~/lib/links";

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
        <div>
          <dt className="text-sm font-semibold text-muted">{t("details.channel")}</dt>
          <dd className="mt-1">
            <Link to={linkTo({ type: "Channel", slug: channel.slug })} className={chip}>
              {channel.name}
            </Link>
          </dd>
        </div>
      ) : null}
      {fields.length > 0 ? (
        <div>
          <dt className="text-sm font-semibold text-muted">{t("details.fields")}</dt>
          <dd className="mt-1">
            <ul className="flex flex-wrap gap-2">
              {fields.map((field) => (
                <li key={field.id}>
                  <Link to={linkTo({ type: "Field", slug: field.slug })} className={chip}>
                    {field.name}
                  </Link>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
      {tags.length > 0 ? (
        <div>
          <dt className="text-sm font-semibold text-muted">{t("details.tags")}</dt>
          <dd className="mt-1">
            <ul className="flex flex-wrap gap-2">
              {tags.map((tag) => (
                <li key={tag.id}>
                  <Link to={linkTo({ type: "Tag", slug: tag.slug })} className={chip}>
                    #{tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
