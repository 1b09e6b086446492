// The frame's link lists (spec 2.3). Labels are keys under `nav.` and `legal.` in locales/{de,en}/frame.json.

export type NavEntry = { key: string; to: string; end?: boolean };

export function homePath(loggedIn: boolean): string {
  return loggedIn ? "/home" : "/";
}

/** The drawer's entries in the order of spec 2.3; the watch list only for signed-in users. */
export function mainEntries(loggedIn: boolean): NavEntry[] {
  return [
    { key: "home", to: homePath(loggedIn), end: true },
    { key: "fields", to: "/fachgebiete" },
    { key: "cme", to: "/cme-fortbildungen" },
    { key: "appointments", to: "/livestreams" },
    ...(loggedIn ? [{ key: "watchlist", to: "/watchlist" }] : []),
    { key: "expanda", to: "/expanda" },
    { key: "medlive", to: "/medlive" },
    { key: "doctupus", to: "/doctupus" },
    { key: "shorts", to: "/shorts" },
    { key: "updates", to: "/updates" },
    { key: "cooperations", to: "/kooperationen" },
    { key: "partners", to: "/partner" },
  ];
}

export const legalEntries: NavEntry[] = [
  { key: "contact", to: "/contact", end: true },
  { key: "faq", to: "/faq", end: true },
  { key: "login_help", to: "/faq/login", end: true },
  { key: "about", to: "/uber-fortbildung", end: true },
  { key: "imprint", to: "/imprint", end: true },
  { key: "terms", to: "/terms", end: true },
  { key: "privacy", to: "/privacy-policy", end: true },
  { key: "accessibility", to: "/accessibility-policy", end: true },
];

/** A page of only the logo (the empty layout) still links what the law wants one click away. */
export const emptyLayoutLegal = legalEntries.filter((entry) => ["imprint", "privacy"].includes(entry.key));

/** Footer columns: navigation, brands, legal, about. `section` names the key group of each label. */
export type FooterLink = { section: "nav" | "legal" | "footer"; key: string; to: string };

export function footerColumns(loggedIn: boolean): Array<{ key: string; links: FooterLink[] }> {
  return [
    {
      key: "navigation",
      links: [
        { section: "nav", key: "home", to: homePath(loggedIn) },
        { section: "nav", key: "fields", to: "/fachgebiete" },
        { section: "nav", key: "cme", to: "/cme-fortbildungen" },
        { section: "nav", key: "appointments", to: "/livestreams" },
        { section: "nav", key: "shorts", to: "/shorts" },
      ],
    },
    {
      key: "brands",
      links: [
        { section: "nav", key: "expanda", to: "/expanda" },
        { section: "nav", key: "medlive", to: "/medlive" },
        { section: "nav", key: "doctupus", to: "/doctupus" },
        { section: "nav", key: "updates", to: "/updates" },
      ],
    },
    {
      key: "legal",
      links: [
        { section: "legal", key: "imprint", to: "/imprint" },
        { section: "legal", key: "terms", to: "/terms" },
        { section: "legal", key: "privacy", to: "/privacy-policy" },
        { section: "legal", key: "withdrawal", to: "/withdrawal-policy" },
        { section: "legal", key: "accessibility", to: "/accessibility-policy" },
        { section: "legal", key: "contact", to: "/contact" },
        { section: "legal", key: "faq", to: "/faq" },
      ],
    },
    {
      key: "about",
      links: [
        { section: "legal", key: "about", to: "/uber-fortbildung" },
        { section: "footer", key: "jobs", to: "/jobs" },
        { section: "nav", key: "cooperations", to: "/kooperationen" },
        { section: "nav", key: "partners", to: "/partner" },
      ],
    },
  ];
}

/**
 * Addresses only the operator knows (set in the environment; null: not shown): the staff's admin
 * dashboard and support tickets (null for everyone else), the footer's video channel and
 * professional network.
 */
export type OperatorLinks = {
  admin: string | null;
  support: string | null;
  video: string | null;
  network: string | null;
};

export const NO_OPERATOR_LINKS: OperatorLinks = { admin: null, support: null, video: null, network: null };
