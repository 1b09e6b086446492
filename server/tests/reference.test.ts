import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSchema, isEnumType } from "graphql";
import { typeDefs } from "../schema.ts";
import { PROFESSION_FIELDS } from "../seed/professions.ts";
import { startTestApi, type TestApi } from "./helpers.ts";

interface Field {
  id: string;
  slug: string;
  sluggable_type: string;
  label_de: string;
  label_en: string;
  icon: string;
  color: string;
  relevant: boolean;
  mappedId: string | null;
  parentId: string | null;
}

interface Profession {
  value: string;
  group: "DEFAULT" | "EXTENDED";
  label_de: string;
  label_en: string;
}

let t: TestApi;
let fields: Field[];
let professions: Profession[];

beforeAll(async () => {
  t = await startTestApi();
  const result = await t.gql<{ fields: Field[]; professions: Profession[] }>(
    "{ fields { id slug sluggable_type label_de label_en icon color relevant mappedId parentId } professions { value group label_de label_en } }",
  );
  expect(result.errors).toBeUndefined();
  fields = result.data?.fields ?? [];
  professions = result.data?.professions ?? [];
});
afterAll(() => t.close());

const byEn = (label: string): Field => {
  const field = fields.find((f) => f.label_en === label);
  if (!field) throw new Error(`no field "${label}"`);
  return field;
};

// WCAG 2 relative luminance and contrast with white.
function contrastWithWhite(hex: string): number {
  const channel = (i: number): number => {
    const v = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

describe("fields", () => {
  it("lists exactly 73 fields ordered by id, with unique ids and slugs", () => {
    expect(fields).toHaveLength(73);
    const ids = fields.map((f) => Number(f.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(73);
    expect(new Set(fields.map((f) => f.slug)).size).toBe(73);
    for (const f of fields) {
      expect(f.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(f.sluggable_type).toBe("Field");
      expect(f.label_de && f.label_en && f.icon).toBeTruthy();
    }
  });

  it("keeps the spec's fixed ids", () => {
    expect(byEn("Oncology").id).toBe("4");
    expect(byEn("Gastroenterology").id).toBe("6");
    expect(byEn("Hemostaseology").id).toBe("7");
    expect(byEn("Neurology").id).toBe("9");
    expect(byEn("Psychiatry and psychotherapy").id).toBe("20");
    expect(byEn("Infectiology").id).toBe("22");
    expect(byEn("Hematology and oncology").id).toBe("30");
    expect(byEn("Pharmacy").id).toBe("52");
    expect(byEn("Cardiology").slug).toBe("kardiologie");
    expect(byEn("Oncology").slug).toBe("onkologie");
  });

  it("maps exactly the spec's fields", () => {
    const expected: Record<string, string> = {
      Radiotherapy: "4",
      Immunotherapy: "4",
      Virology: "22",
      "Hygiene and environmental medicine": "22",
      "Microbiology, virology and infection epidemiology": "22",
      "Public healthcare": "22",
      Hematology: "30",
      "Child and adolescent psychiatry and psychotherapy": "20",
      Psychotherapy: "20",
      "Transfusion medicine": "7",
      Hemophilia: "7",
      Hepatology: "6",
      "Clinical pharmacy": "52",
      "Pediatric neurology": "9",
      // One Facharzt with Orthopädie in the regulation.
      "Trauma surgery": "24",
    };
    for (const [label, target] of Object.entries(expected)) expect(byEn(label).mappedId, label).toBe(target);
    const mapped = fields.filter((f) => f.mappedId !== null).map((f) => f.label_en);
    expect(mapped.sort()).toEqual(Object.keys(expected).sort());
  });

  it("has the Gebiete of the specialist training regulations, Innere Medizin with its Schwerpunkte", () => {
    const de = (label: string) => {
      const field = fields.find((f) => f.label_de === label);
      if (!field) throw new Error(`no field "${label}"`);
      return field;
    };
    for (const label of [
      "Allgemeinmedizin",
      "Anästhesiologie",
      "Augenheilkunde",
      "Chirurgie",
      "Dermatologie",
      "Gynäkologie und Geburtshilfe",
      "Hals-Nasen-Ohrenheilkunde",
      "Innere Medizin",
      "Kinder- und Jugendmedizin",
      "Neurologie",
      "Orthopädie und Unfallchirurgie",
      "Psychiatrie und Psychotherapie",
      "Radiologie",
      "Urologie",
    ]) {
      expect(de(label).mappedId, label).toBeNull();
    }
    const innere = de("Innere Medizin");
    expect(innere.relevant).toBe(true);
    expect(
      fields
        .filter((f) => f.parentId === innere.id)
        .map((f) => f.label_de)
        .sort(),
    ).toEqual([
      "Angiologie",
      "Endokrinologie und Diabetologie",
      "Gastroenterologie",
      "Hämatologie und Onkologie",
      "Infektiologie",
      "Kardiologie",
      "Nephrologie",
      "Pneumologie",
      "Rheumatologie",
    ]);
    expect(de("Gefäßchirurgie").parentId).toBe(de("Chirurgie").id);
    expect(de("Orthopädie und Unfallchirurgie").parentId).toBe(de("Chirurgie").id);
    // A parent is a field of its own, never a merged one, and has no parent itself.
    for (const f of fields.filter((f) => f.parentId !== null)) {
      const parent = fields.find((p) => p.id === f.parentId);
      expect(parent?.mappedId, f.label_de).toBeNull();
      expect(parent?.parentId, f.label_de).toBeNull();
      expect(f.mappedId, f.label_de).toBeNull();
    }
  });

  it("marks surgical and other non-relevant fields", () => {
    for (const label of [
      "Vascular surgery",
      "Neurosurgery",
      "Pathology",
      "Legal medicine",
      "Occupational medicine",
    ]) {
      expect(byEn(label).relevant, label).toBe(false);
    }
    expect(byEn("Cardiology").relevant).toBe(true);
  });

  it("uses distinct colours that carry white icons (contrast >= 3:1)", () => {
    expect(new Set(fields.map((f) => f.color)).size).toBe(73);
    for (const f of fields) {
      expect(f.color).toMatch(/^#[0-9A-F]{6}$/);
      expect(contrastWithWhite(f.color), `${f.label_en} ${f.color}`).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("professions", () => {
  it("names for every profession the fields it works with, all of them existing", () => {
    expect(Object.keys(PROFESSION_FIELDS).sort()).toEqual(professions.map((p) => p.value).sort());
    const slugs = new Set(fields.map((f) => f.slug));
    for (const [profession, names] of Object.entries(PROFESSION_FIELDS)) {
      for (const slug of names) expect(slugs.has(slug), `${profession}: ${slug}`).toBe(true);
    }
    expect(PROFESSION_FIELDS.PHARMACIST).toEqual(["pharmazie"]);
    expect(PROFESSION_FIELDS.NURSE).toEqual(["pflege"]);
  });

  it("lists 41 professions, the 6 default ones first", () => {
    expect(professions).toHaveLength(41);
    expect(professions.slice(0, 6).map((p) => p.value)).toEqual([
      "DOCTOR",
      "VET",
      "DENTIST",
      "PHARMACIST",
      "MEDICAL_TECHNOLOGY_INDUSTRY",
      "PHARMACEUTICAL_INDUSTRY",
    ]);
    expect(professions.filter((p) => p.group === "DEFAULT")).toHaveLength(6);
    expect(professions.slice(6).every((p) => p.group === "EXTENDED")).toBe(true);
    expect(new Set(professions.map((p) => p.value)).size).toBe(41);
  });

  it("labels them in German and English", () => {
    const find = (value: string) => professions.find((p) => p.value === value);
    expect(find("DOCTOR")).toMatchObject({ label_de: "Ärztin/Arzt", label_en: "Doctor" });
    expect(find("MEDICAL_STUDENT")).toMatchObject({
      label_de: "Medizinstudent/-in",
      label_en: "Medical student",
    });
    expect(find("EMERGENCY_PARAMEDIC")).toMatchObject({
      label_de: "Notfallsanitäter/-in",
      label_en: "Paramedic",
    });
  });

  it("covers every value of the Profession enum", () => {
    // From the contract itself: the API answers no introspection outside development.
    const profession = buildSchema(typeDefs).getType("Profession");
    const names = isEnumType(profession) ? profession.getValues().map((v) => v.name) : [];
    expect(names).toHaveLength(41);
    expect(professions.map((p) => p.value).sort()).toEqual(names.sort());
  });
});
