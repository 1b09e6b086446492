import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ContentCardFragment, LockReason } from "~/.server/graphql/generated/graphql";
import { cx } from "~/components/ui/cx";
import { LockIcon } from "~/components/ui/icons";
import { durationMinutes, formatDate, formatEventStart } from "~/lib/content-format";
import { KEEP_SERVER_HTML, useHtmlMemo, useServerMarkup } from "~/render/html-memo";
import { linkTo } from "~/lib/links";
import { useRepeatedLabels } from "~/lib/use-repeated-labels";
import { PlainLink, useFollowLink } from "~/render/PlainLink";
import { lockHintKey } from "./lock-hints";
import { LockAuthLinks, ProofLink, useLockViewer } from "./LockAuthLinks";

export type ContentCardItem = ContentCardFragment;

/** Cards of a page's first row that are on a phone's first screen: their images load at once. */
export const FIRST_SCREEN_CARDS = 2;

type Listed = Exclude<ContentCardItem, { __typename: "Playlist" }>;

function typeKey(item: Listed): string {
  if (item.__typename === "Vod") return item.type;
  return item.__typename;
}

/**
 * One content item as a card: thumbnail, type badge, CME points, date and title. A locked item
 * (spec 1: login or the narrow circle) is only a teaser with why it is locked and how to get access.
 * On the server an open item's card is rendered once per language and item (html-memo.ts): it shows
 * nothing but the item. In the browser such a card keeps that HTML until its item or language changes.
 */
export function ContentCard({
  item,
  signedIn,
  eager = false,
}: {
  item: ContentCardItem;
  signedIn: boolean;
  /** On the first screen: its image loads at once (a lazy one there delays the page's largest paint). */
  eager?: boolean;
}) {
  const { language, label } = useRepeatedLabels("content");
  const memo = useHtmlMemo();
  const fromServer = useServerMarkup([item, language, eager]);
  const followLink = useFollowLink();
  if (item.__typename === "Playlist") return null;
  if (item.locked && item.lock_reason) {
    return (
      <article className="content-card">
        <CardBody
          item={item}
          language={language}
          label={label}
          eager={eager}
          notice={<LockNotice reason={item.lock_reason} signedIn={signedIn} />}
        />
      </article>
    );
  }
  const body = <CardBody item={item} language={language} label={label} eager={eager} />;
  if (memo) {
    const html = memo(`content-card|${language}|${eager}|${JSON.stringify(item)}`, body);
    // Trusted: React rendered this HTML on the server from the card's own elements (escaped as usual).
    return <article className="content-card" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  if (fromServer) {
    // No markup is set here: the empty string keeps the server's HTML above (html-memo.ts).
    return (
      <article
        key="server"
        className="content-card"
        onClick={followLink}
        suppressHydrationWarning
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      />
    );
  }
  return (
    <article key="client" className="content-card">
      {body}
    </article>
  );
}

type Label = ReturnType<typeof useRepeatedLabels>["label"];

/** The card's markup from its props alone (the memo's key holds item and language). */
function CardBody({
  item,
  language,
  label,
  eager,
  notice,
}: {
  item: Listed;
  language: string;
  label: Label;
  eager: boolean;
  notice?: ReactNode;
}) {
  const href = linkTo({ type: item.__typename, slug: item.slug });
  const live = item.__typename === "Livestream" && item.state === "LIVE";
  const when =
    item.__typename === "Livestream"
      ? { iso: item.starts_at, text: formatEventStart(item.starts_at, language) }
      : { iso: item.published_at, text: formatDate(item.published_at, language) };
  const points = item.__typename === "Short" ? 0 : item.cme_points;
  const minutes = item.__typename === "Livestream" ? null : durationMinutes(item.duration_seconds);

  return (
    <>
      <div className="relative aspect-video bg-primary-light">
        {item.thumbnail_url ? (
          // Decorative: the title right below says what it shows.
          <img
            src={item.thumbnail_url}
            alt=""
            width={320}
            height={180}
            loading={eager ? "eager" : "lazy"}
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="content-card-body">
        <p className="flex flex-wrap gap-1.5">
          <span className="card-badge bg-primary-light text-primary-dark">
            {label(`card.types.${typeKey(item)}`)}
          </span>
          {item.__typename === "Livestream" ? (
            <span className={cx("card-badge", live ? "bg-live-dark text-white" : "bg-surface text-muted")}>
              {label(`card.states.${item.state}`)}
            </span>
          ) : null}
          {points > 0 ? (
            <span className="card-badge bg-secondary text-ink">
              {label("card.cme_points", { count: points })}
            </span>
          ) : null}
        </p>
        <h3 className="font-semibold text-ink">
          <PlainLink href={href} className="hover:text-primary hover:underline">
            {item.title}
          </PlainLink>
        </h3>
        <p className="mt-auto text-sm text-muted">
          <time dateTime={when.iso}>{when.text}</time>
          {minutes ? ` · ${label("card.minutes", { count: minutes })}` : null}
        </p>
        {notice}
      </div>
    </>
  );
}

const textLink = "font-semibold text-primary underline";

function LockNotice({ reason, signedIn }: { reason: LockReason; signedIn: boolean }) {
  const { t } = useTranslation("content");
  const viewer = useLockViewer();
  const hint = t(lockHintKey(reason, signedIn ? viewer : "anonymous"));
  return (
    <div className="rounded-md border border-line bg-surface p-2 text-sm" data-testid="lock-notice">
      <p className="flex items-center gap-1.5 font-semibold text-ink">
        <LockIcon className="size-4" strokeWidth={2.5} />
        {t(`lock.${reason}`)}
      </p>
      <p className="mt-1 text-muted">{hint}</p>
      {signedIn ? null : (
        <p className="mt-1 flex gap-3">
          <LockAuthLinks loginClass={textLink} registerClass={textLink} />
        </p>
      )}
      {signedIn && reason === "HWG_REQUIRED" ? (
        <p className="mt-1">
          <ProofLink className={textLink} />
        </p>
      ) : null}
    </div>
  );
}
