import { expect } from "vitest";
import { postForm, type AppProcess } from "../app-process";

/** A doctor's valid EFN (Luhn check digit, 276 for Germany). */
export const VALID_EFN = "802760001112225";

/**
 * Walks the registration dialog to its last step (the code is mailed): each later step's address then
 * takes its form. In a new visitor's session, or in `cookie`'s; answers the session's cookie.
 */
export async function atRegistrationCode(app: Pick<AppProcess, "url">, cookie = ""): Promise<string> {
  const steps: Record<string, string>[] = [
    {
      email: `registrierung.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
      password: "geheim-123",
      password_repeat: "geheim-123",
    },
    { gender: "FEMALE", first_name: "Lena", last_name: "Brandt" },
    { profession: "DOCTOR", employment: "CLINIC", country: "DE" },
    { field_id: "3" },
    { efn: VALID_EFN },
    { fieldSubscriptions: "3" },
  ];
  for (const [index, fields] of steps.entries()) {
    const step = index + 1;
    const response = await postForm(
      app,
      `/?index&dialog=register&step=${step}`,
      { intent: "next", ...fields },
      cookie ? { cookie } : {},
    );
    expect(response.headers.get("Location"), `step ${step}`).toBe(`/?dialog=register&step=${step + 1}`);
    const set = response.headers.getSetCookie().map((header) => header.split(";")[0]);
    if (set.length) cookie = set.join("; ");
  }
  return cookie;
}
