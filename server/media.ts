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

/** 16:9 teaser images for content, 1:1 portraits for experts: colour, initials and the title. */
export function contentImageSvg(title: string, color: string, type: string): string {
  const label = escapeXml(title);
  if (type === "experts") return channelThumbnailSvg(title, color);
  const short = escapeXml(title.length > 48 ? `${title.slice(0, 47)}…` : title);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${label}">
<title>${label}</title>
<rect width="640" height="360" fill="${escapeXml(color)}"/>
<text x="40" y="170" font-family="Helvetica, Arial, sans-serif" font-size="120" font-weight="700" fill="#FFFFFF" opacity="0.35">${escapeXml(initials(title))}</text>
<text x="40" y="310" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700" fill="#FFFFFF">${short}</text>
</svg>
`;
}
