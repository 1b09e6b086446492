import { describe, expect, it } from "vitest";
import { labelIn, languageOf } from "./labels";

describe("labels", () => {
  const field = { label_de: "Innere Medizin", label_en: "Internal medicine" };
  it("picks the viewer's language and falls back to German", () => {
    expect(labelIn("en", field)).toBe("Internal medicine");
    expect(labelIn("de", field)).toBe("Innere Medizin");
    expect(labelIn("fr", field)).toBe("Innere Medizin");
    expect(labelIn(undefined, field)).toBe("Innere Medizin");
    expect(languageOf("en")).toBe("en");
    expect(languageOf("it")).toBe("de");
  });
});
