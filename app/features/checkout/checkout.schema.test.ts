import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { billingSchema } from "./checkout.schema";

// The billing address's postcode by the country's form, with a message that names the country.

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key}:${JSON.stringify(values)}` : key;
const address = (zip: string, country: string) => ({
  first_name: "Lena",
  last_name: "Schäfer",
  street: "Hauptstraße 1",
  zip,
  city: "Berlin",
  country,
});
const zipError = (zip: string, country: string) =>
  billingSchema(t, "de")
    .safeParse(address(zip, country))
    .error?.issues.find((issue) => issue.path[0] === "zip")?.message ?? null;

describe("the billing postcode", () => {
  it.each([
    ["10115", "DE"],
    ["1010", "AT"],
    ["8001", "CH"],
    ["9490", "LI"],
    ["75001", "FR"],
    ["1012 AB", "NL"],
    ["00-950", "PL"],
    ["111 22", "SE"],
    ["SW1A 1AA", "GB"],
    ["L-1009", "LU"],
    ["10001-1234", "US"],
    ["12345", "AE"],
  ])("takes %s in %s", (zip, country) => {
    expect(zipError(zip, country)).toBeNull();
  });

  it("refuses a German postcode without five digits, naming the country and an example", () => {
    expect(zipError("1234", "DE")).toBe(
      'validation:zip_digits:{"country":"Deutschland","digits":5,"example":"10115"}',
    );
    expect(zipError("101155", "DE")).not.toBeNull();
  });

  it("wants four digits in Austria and Switzerland", () => {
    expect(zipError("10115", "AT")).toBe(
      'validation:zip_digits:{"country":"Österreich","digits":4,"example":"1010"}',
    );
    expect(zipError("CH-8001", "CH")).toBe(
      'validation:zip_digits:{"country":"Schweiz","digits":4,"example":"8001"}',
    );
  });

  it("names the form where it is not just digits", () => {
    expect(zipError("00950", "PL")).toBe('validation:zip_form:{"country":"Polen","example":"00-950"}');
  });

  it("an empty postcode is only required; elsewhere the loose check", () => {
    expect(zipError("", "DE")).toBe("validation:required");
    expect(zipError("!", "AE")).toBe("validation:invalid_zip");
  });

  it("is refused together with the fields left empty, not one submit later", () => {
    // As the form posts it (conform reads an empty field as missing).
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...address("12345", "AT"), street: "", city: "" }))
      form.set(name, value);
    const { error } = parseWithZod(form, { schema: billingSchema(t, "de") }).reply();
    expect(Object.keys(error ?? {}).sort()).toEqual(["city", "street", "zip"]);
  });
});
