import { describe, expect, it } from "vitest";
import { campaignMail } from "./campaigns/mails.ts";
import { greetingName, mails } from "./mails.ts";

// A first name that reached the database before names were checked, or text that is no name at all,
// must not put line breaks or links into a mail the platform sends.

describe("the greeting of a mail", () => {
  it.each([
    ["Anna", "Anna"],
    ["  Anna   Lena ", "Anna Lena"],
    ["Łucja", "Łucja"],
    ["Σοφία", "Σοφία"],
    ["Anne-Marie", "Anne-Marie"],
    ["Max\r\nBcc: opfer@example.com", null],
    ["Max\r\n\r\nDein Konto ist gesperrt", "Max Dein Konto ist gesperrt"],
    ["Max\u2028Zeile", "Max Zeile"],
    ["Max\u202Eevil", "Max evil"],
    ["Max\u0000", "Max"],
    ["https://boese.example", null],
    ["Klick hier boese.example", null],
    ["www.boese", null],
    ["x".repeat(41), null],
    ["\r\n", null],
  ])("shows %j as %j", (firstName, shown) => {
    expect(greetingName(firstName)).toBe(shown);
  });

  it.each([
    ["Łukasz", "Łukasz"],
    ["O'Brien", "O'Brien"],
    ["D’Angelo", "D’Angelo"],
    ["José", "José"],
    ["Jose\u0301", "José"],
    ["Δημήτρης", "Δημήτρης"],
    ["Ольга", "Ольга"],
    ["陈伟", "陈伟"],
    ["Hans J.", "Hans J."],
    // A title belongs in its own field; as a first name it is harmless text, not a link.
    ["Dr. med.", "Dr. med."],
    ["Ａｎｎａ", "Anna"],
    ["ö".repeat(40), "ö".repeat(40)],
  ])("greets a name that looks like one: %j as %j", (firstName, shown) => {
    expect(greetingName(firstName)).toBe(shown);
  });

  it.each([
    "evil。com",
    "evil．com",
    "http．evil．de",
    "163.com",
    "10.0.0.1",
    "Konto gesperrt! Hotline 0900-555",
    "Anna.Lena",
    "Max (Admin)",
    "- '",
    "ö".repeat(41),
  ])("greets without %j: it is no name", (firstName) => {
    expect(greetingName(firstName)).toBeNull();
    expect(mails.welcome("a@example.com", firstName).body.split("\n")[0]).toBe("Hallo,");
  });

  it("never carries a line break or a link of the name in any mail", () => {
    const name = "Max\r\nKlicke https://boese.example/login";
    const drafts = [
      mails.welcome("a@example.com", name),
      mails.resetCode("a@example.com", "123456", name, "http://localhost:3000/reset-password/123456"),
      mails.validationReceived("a@example.com", name),
      mails.emailChanged("a@example.com", name, "b@example.com"),
      mails.orderRefunded("a@example.com", name, { number: "B-1", product: "Kurs" }),
    ];
    for (const draft of drafts) {
      expect(draft.body.split("\n")[0]).toBe("Hallo,");
      expect(draft.body).not.toContain("boese");
    }
    expect(mails.welcome("a@example.com", "Max\r\nMuster").body.split("\n")[0]).toBe("Hallo Max Muster,");
  });
});

describe("the campaign mails' greeting", () => {
  it("uses the same rules", () => {
    const draft = campaignMail(
      "RECAP",
      { id: 1, email: "a@example.com", first_name: "Max\nwww.boese.example", summary_frequency: "WEEKLY" },
      { items: [], days: 7, bannerUrl: "b", unsubscribeUrl: "u", settingsUrl: "s" },
    );
    expect(draft.body.split("\n")[0]).toBe("Hallo,");
  });
});
