// The staff pages' texts (locales/{de,en}/staff.json), a chunk of their own: only staff pages load
// them, not every page's script (decision 035).
import deStaff from "../../locales/de/staff.json";
import enStaff from "../../locales/en/staff.json";

export const staffTexts = { de: deStaff, en: enStaff } as const;
