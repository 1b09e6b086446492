import { describe, expect, it } from "vitest";
import de from "../../../locales/de/frame.json";
import en from "../../../locales/en/frame.json";
import deProfile from "../../../locales/de/profile.json";
import enProfile from "../../../locales/en/profile.json";
import { footerColumns, legalEntries, mainEntries } from "./navigation";

function keys(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === "object" && child !== null ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("frame navigation", () => {
  it("lists the drawer entries in the order of spec 2.3", () => {
    expect(mainEntries(true).map((entry) => entry.to)).toEqual([
      "/home",
      "/fachgebiete",
      "/cme-fortbildungen",
      "/livestreams",
      "/watchlist",
      "/expanda",
      "/medlive",
      "/doctupus",
      "/shorts",
      "/updates",
      "/kooperationen",
      "/partner",
    ]);
  });

  it("calls the profile's content page by the page's own name in the menu: Meine Inhalte, My content", () => {
    expect([de.profile_menu.my_content, en.profile_menu.my_content]).toEqual([
      deProfile.my_content.title,
      enProfile.my_content.title,
    ]);
    expect(de.profile_menu.my_content).toBe("Meine Inhalte");
  });

  it("shows the watch list only to signed-in users and sends visitors home to /", () => {
    const entries = mainEntries(false).map((entry) => entry.to);
    expect(entries).not.toContain("/watchlist");
    expect(entries[0]).toBe("/");
  });

  it("has a label for every link in both languages", () => {
    const deKeys = keys(de);
    const labels = [
      ...mainEntries(true).map((entry) => `nav.${entry.key}`),
      ...legalEntries.map((entry) => `legal.${entry.key}`),
      ...footerColumns(true).flatMap((column) => [
        `footer.${column.key}`,
        ...column.links.map((link) => `${link.section}.${link.key}`),
      ]),
    ];
    for (const label of labels) expect(deKeys).toContain(label);
  });

  it("has the same keys in German and English", () => {
    expect(keys(en).sort()).toEqual(keys(de).sort());
  });

  it("shows the simulate banner's text exactly as the spec says", () => {
    expect(de.simulate.text).toBe(
      "Du bist mit einem Admin Account angemeldet und simulierst das Verhalten eines normalen Nutzers. Eventuell stehen nicht alle Funktionen der Plattform zur Verfügung.",
    );
    expect(de.simulate.off).toBe("ausschalten");
  });
});
