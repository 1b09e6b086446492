import type { ContentLocale } from "./locale.ts";

/** Channel thumbnails drawn on the fly: the primary field's colour with the channel's initials. */
const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "Onkologie im Dialog" -> "OD", "Kardiologie aktuell" -> "KA": capitalised words first. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word));
  const picked = capitalised.length >= 2 ? capitalised : words;
  return picked
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}

export function channelThumbnailSvg(name: string, color: string): string {
  const label = escapeXml(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="${label}">
<title>${label}</title>
<rect width="256" height="256" rx="24" fill="${escapeXml(color)}"/>
<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="104" font-weight="700" fill="#FFFFFF">${escapeXml(initials(name))}</text>
</svg>
`;
}

/** What a teaser image says above its field: the kind of content, in the image's language. */
const KIND_LABELS: Record<ContentLocale, Record<string, string>> = {
  de: {
    livestreams: "Livestream",
    vods: "Video",
    shorts: "Short",
    playlists: "Lernpfad",
    events: "Veranstaltung",
    banners: "Fortbildung",
    "landing-pages": "Fortbildung",
  },
  en: {
    livestreams: "Livestream",
    vods: "Video",
    shorts: "Short",
    playlists: "Learning path",
    events: "Event",
    banners: "Fortbildung",
    "landing-pages": "Fortbildung",
  },
};

/** A stable number from text, so the same item always gets the same picture. */
function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0)!, 16777619) >>> 0;
  return value;
}

/** `color` darkened by `factor` (0 to 1), for the gradient's far end. */
function darker(color: string, factor: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(color);
  if (!match) return color;
  const value = Number.parseInt(match[1]!, 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 255) * factor);
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Generated artwork (16:9): a gradient in the colour of the item's field, soft circles and a
 * pulse line placed from the item's name, the kind of content and the field's name. The card or
 * page shows the title itself; the image repeats only what helps to recognise a field at a glance.
 */
export function artworkSvg({
  name,
  color,
  kind,
  label,
}: {
  /** The item's name: the picture's description, and what places its shapes. */
  name: string;
  color: string;
  /** Small caption at the top, e.g. "Video"; none when empty. */
  kind: string;
  /** Large caption at the bottom, e.g. the field "Kardiologie"; none when empty. */
  label: string;
}): string {
  const seed = hash(name);
  const pick = (shift: number, range: number) => ((seed >>> shift) % range) | 0;
  const circles = [0, 1, 2]
    .map((i) => {
      const cx = 360 + pick(i * 5, 260);
      const cy = 40 + pick(i * 7 + 3, 220);
      const r = 60 + pick(i * 3 + 11, 120);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#FFFFFF" opacity="${(0.06 + i * 0.03).toFixed(2)}"/>`;
    })
    .join("");
  const beat = 250 + pick(13, 220);
  const pulse = `M0 200 H${beat} l14 -46 l18 92 l16 -70 l12 24 H640`;
  const fill = escapeXml(color);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${escapeXml(name)}">
<title>${escapeXml(name)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${fill}"/><stop offset="1" stop-color="${escapeXml(darker(color, 0.55))}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
${circles}
<path d="${pulse}" fill="none" stroke="#FFFFFF" stroke-width="5" stroke-linejoin="round" stroke-linecap="round" opacity="0.35"/>
${kind ? `<text x="40" y="64" font-family="Helvetica, Arial, sans-serif" font-size="24" font-weight="700" letter-spacing="2" fill="#FFFFFF" opacity="0.9">${escapeXml(kind.toUpperCase())}</text>` : ""}
${label ? `<text x="40" y="318" font-family="Helvetica, Arial, sans-serif" font-size="${label.length > 24 ? 32 : 44}" font-weight="700" fill="#FFFFFF">${escapeXml(label.length > 34 ? `${label.slice(0, 33)}…` : label)}</text>` : ""}
</svg>
`;
}

/**
 * Teaser images for content (artwork of its field), portraits for experts (initials). Banners are
 * shown cropped to any width beside their own title: artwork only, no text to cut off.
 */
export function contentImageSvg(
  title: string,
  color: string,
  type: string,
  field: string | null = null,
  locale: ContentLocale = "de",
): string {
  if (type === "experts") return channelThumbnailSvg(title, color);
  if (type === "banners") return artworkSvg({ name: title, color, kind: "", label: "" });
  const kind = KIND_LABELS[locale][type] ?? "Fortbildung";
  return artworkSvg({ name: title, color, kind, label: field ?? title });
}
