import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PlainLink } from "~/render/PlainLink";
import { linkTo } from "~/lib/links";
import { FOLLOWED_PREVIEW_COUNT, type FollowedItem } from "~/lib/user";
import { cx } from "../ui/cx";
import { DecorativeImage } from "../ui/DecorativeImage";
import { drawerLinkClass } from "./drawerStyles";

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function ItemIcon({ item }: { item: FollowedItem }) {
  if (item.thumbnailUrl) {
    return (
      <DecorativeImage
        src={item.thumbnailUrl}
        width={24}
        height={24}
        loading="lazy"
        className="size-6 shrink-0 rounded-full object-cover"
      />
    );
  }
  const color = item.color && HEX_COLOR.test(item.color) ? item.color : "var(--color-secondary)";
  return (
    <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center">
      <span className="size-3 rounded-full" style={{ backgroundColor: color }} />
    </span>
  );
}

// Plain links, active as a NavLink would be (the page or one below it): signed in, every page's
// drawer has one per followed item (decision 021).
function FollowedList({ items }: { items: FollowedItem[] }) {
  const { pathname } = useLocation();
  return (
    <ul>
      {items.map((item) => {
        const href = linkTo(item);
        const active = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <li key={`${item.type}:${item.slug}`}>
            <PlainLink
              href={href}
              aria-current={active ? "page" : undefined}
              className={cx(drawerLinkClass(active), "gap-3")}
            >
              <ItemIcon item={item} />
              <span className="truncate">{item.name}</span>
            </PlainLink>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Followed fields and channels (spec 2.3): the first five, the rest behind a `<details>` so
 * 'show more' works without JavaScript; its label switches by CSS.
 */
export function FollowedSection({ items }: { items: FollowedItem[] }) {
  const { t } = useTranslation("frame");
  const preview = items.slice(0, FOLLOWED_PREVIEW_COUNT);
  const rest = items.slice(FOLLOWED_PREVIEW_COUNT);
  return (
    <div className="border-t border-line py-3">
      <h2 className="px-4 pb-1 text-sm font-semibold text-muted">{t("followed.heading")}</h2>
      {items.length === 0 ? (
        <p className="px-4 py-1 text-sm text-muted">
          {t("followed.empty")}{" "}
          <Link to="/fachgebiete" className="inline-block py-0.5 font-semibold text-primary underline">
            {t("followed.discover")}
          </Link>
        </p>
      ) : (
        <>
          <FollowedList items={preview} />
          {rest.length > 0 ? (
            <details className="group">
              <summary className="flex min-h-10 items-center px-4 text-sm font-semibold text-primary hover:underline">
                <span className="group-open:hidden">{t("followed.more")}</span>
                <span className="hidden group-open:inline">{t("followed.less")}</span>
              </summary>
              <FollowedList items={rest} />
            </details>
          ) : null}
        </>
      )}
    </div>
  );
}
