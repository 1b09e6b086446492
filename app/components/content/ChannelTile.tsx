import { Link } from "@remix-run/react";
import { DecorativeImage } from "~/components/ui/DecorativeImage";
import { safeColor } from "~/lib/content-format";
import { linkTo } from "~/lib/links";

type Props = { name: string; slug: string; thumbnailUrl: string | null; color: string | null };

/** A channel in a grid of channels (field pages, landing pages): logo, field colour, link. */
export function ChannelTile({ name, slug, thumbnailUrl, color }: Props) {
  return (
    <li
      className="flex items-center gap-3 rounded-lg border border-l-8 border-line bg-white p-3"
      style={{ borderLeftColor: safeColor(color) }}
    >
      <ChannelLogo src={thumbnailUrl} />
      <Link to={linkTo({ type: "Channel", slug })} className="font-semibold text-primary hover:underline">
        {name}
      </Link>
    </li>
  );
}

/** A channel's logo beside its name (decorative: the name says whose it is). */
function ChannelLogo({ src }: { src: string | null }) {
  return (
    <DecorativeImage
      src={src}
      width={48}
      height={48}
      loading="lazy"
      className="size-12 shrink-0 rounded object-cover"
    />
  );
}
