// The frame's link lists (spec 2.3). Labels are keys under `nav.` and `legal.` in locales/{de,en}/frame.json.

export type NavEntry = { key: string; to: string; end?: boolean };

export function homePath(loggedIn: boolean): string {
  return loggedIn ? "/home" : "/";
}

/** Where each `nav.` label leads (home aside: it depends on who is signed in). */
const NAV_PATHS = {
  fields: "/fachgebiete",
  cme: "/cme-fortbildungen",
  appointments: "/livestreams",
  watchlist: "/watchlist",
  expanda: "/expanda",
  medlive: "/medlive",
  doctupus: "/doctupus",
  shorts: "/shorts",
  updates: "/updates",
  cooperations: "/kooperationen",
  partners: "/partner",
} as const;

/** Where each `legal.` label leads. */
const LEGAL_PATHS = {
  contact: "/contact",
  faq: "/faq",
  login_help: "/faq/login",
  about: "/uber-fortbildung",
  imprint: "/imprint",
  terms: "/terms",
  privacy: "/privacy-policy",
  withdrawal: "/withdrawal-policy",
  accessibility: "/accessibility-policy",
} as const;

type NavKey = keyof typeof NAV_PATHS;
type LegalKey = keyof typeof LEGAL_PATHS;

const navEntry = (key: NavKey): NavEntry => ({ key, to: NAV_PATHS[key] });

/** The drawer's entries in the order of spec 2.3; the watch list only for signed-in users. */
export function mainEntries(loggedIn: boolean): NavEntry[] {
  return [
    { key: "home", to: homePath(loggedIn), end: true },
    ...(["fields", "cme", "appointments"] as const).map(navEntry),
    ...(loggedIn ? [navEntry("watchlist")] : []),
    ...(["expanda", "medlive", "doctupus", "shorts", "updates", "cooperations", "partners"] as const).map(
      navEntry,
    ),
  ];
}

export const legalEntries: NavEntry[] = (
  ["contact", "faq", "login_help", "about", "imprint", "terms", "privacy", "accessibility"] as const
).map((key) => ({ key, to: LEGAL_PATHS[key], end: true }));

/** A page of only the logo (the empty layout) still links what the law wants one click away. */
export const emptyLayoutLegal = legalEntries.filter((entry) => ["imprint", "privacy"].includes(entry.key));

/** Footer columns: navigation, brands, legal, about. `section` names the key group of each label. */
export type FooterLink = { section: "nav" | "legal" | "footer"; key: string; to: string };

const navLink = (key: NavKey): FooterLink => ({ section: "nav", key, to: NAV_PATHS[key] });
const legalLink = (key: LegalKey): FooterLink => ({ section: "legal", key, to: LEGAL_PATHS[key] });

export function footerColumns(loggedIn: boolean): Array<{ key: string; links: FooterLink[] }> {
  return [
    {
      key: "navigation",
      links: [
        { section: "nav", key: "home", to: homePath(loggedIn) },
        ...(["fields", "cme", "appointments", "shorts"] as const).map(navLink),
      ],
    },
    { key: "brands", links: (["expanda", "medlive", "doctupus", "updates"] as const).map(navLink) },
    {
      key: "legal",
      links: (["imprint", "terms", "privacy", "withdrawal", "accessibility", "contact", "faq"] as const).map(
        legalLink,
      ),
    },
    {
      key: "about",
      links: [
        legalLink("about"),
        { section: "footer", key: "jobs", to: "/jobs" },
        navLink("cooperations"),
        navLink("partners"),
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
