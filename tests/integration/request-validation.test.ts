import { efnWithCheckDigit } from "../fixtures/efn";
import { describe, expect, it } from "vitest";
import * as landing from "~/routes/_index";
import * as refresh from "~/features/auth/routes/refresh-validation";
import * as root from "~/root";
import {
  api,
  call,
  CookieJar,
  DEMO_PASSWORD,
  freshUser,
  SAMPLE_PDF,
  upstream,
  type ProofFile,
} from "./helpers";

type Reply = {
  result: { error: Record<string, string[]> | null };
  upload: { uuid: string; fileName: string } | null;
  snackbar: unknown;
};
type Dialog = {
  mode: string;
  email: string | null;
  validationStatus: string | null;
  profession: string | null;
  country: string | null;
  professions: Array<{ value: string; group: string }>;
};
type RootData = {
  user: { validationExpiringSoon: boolean; validationStatus: string | null } | null;
  flash: unknown;
};

const PDF = SAMPLE_PDF;

/** A fresh suspended doctor (a copy of gesperrt@example.com), so the demo user stays suspended. */
function suspendedUser(): Promise<string> {
  return freshUser("gesperrt@example.com", { status: "SUSPENDED", validation_status: "EXPIRED", efn: null });
}

/** Posts the dialog's multipart form as a browser does, with or without a file (no JavaScript). */
async function postForm(
  action: (args: { request: Request; params: object; context: object }) => Promise<unknown>,
  jar: CookieJar,
  path: string,
  fields: Record<string, string>,
  file?: ProofFile,
) {
  return jar.store(
    await call(action as never, {
      path,
      cookie: jar.header(),
      form: fields,
      proofFile: file ?? null,
      context: { clientIp: "203.0.113.9" },
    }),
  );
}

const postSuspended = (
  jar: CookieJar,
  fields: Record<string, string>,
  file?: Parameters<typeof postForm>[4],
) => postForm(landing.action as never, jar, "/?dialog=request-validation&index", fields, file);
const postRefresh = (jar: CookieJar, fields: Record<string, string>, file?: Parameters<typeof postForm>[4]) =>
  postForm(refresh.action as never, jar, "/refresh-validation?redirectTo=%2Fhome", fields, file);

async function login(jar: CookieJar, email: string) {
  return jar.store(
    await call(landing.action, {
      path: "/?dialog=login&index",
      form: { email, password: DEMO_PASSWORD, intent: "login" },
      cookie: jar.header(),
    }),
  );
}

const rootData = async (jar: CookieJar) =>
  jar.store(await call(root.loader, { path: "/home", cookie: jar.header() })).data as RootData;

describe("request validation after a suspended login", () => {
  it("shows the status, profession and country without the password, and restores the account with an EFN", async () => {
    const email = await suspendedUser();
    const jar = new CookieJar();
    expect((await login(jar, email)).location).toBe("/?dialog=request-validation");
    const page = await call(landing.loader, { path: "/?dialog=request-validation", cookie: jar.header() });
    const dialog = (page.data as { renewal: Dialog }).renewal;
    expect(dialog).toMatchObject({
      mode: "suspended",
      email,
      validationStatus: "EXPIRED",
      profession: "DOCTOR",
      country: "DE",
    });
    expect(dialog.professions[0]).toMatchObject({ value: "DOCTOR", group: "DEFAULT" });
    expect(dialog.professions.some((option) => option.group === "EXTENDED")).toBe(true);
    expect(JSON.stringify(page.data)).not.toContain(DEMO_PASSWORD);

    const result = await postSuspended(jar, {
      profession: "DOCTOR",
      efn: efnWithCheckDigit("80276123456789"),
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/?dialog=login");
    // The renewal is over: the dialog has nothing to show any more.
    const after = await call(landing.loader, { path: "/?dialog=request-validation", cookie: jar.header() });
    expect((after.data as { renewal: unknown }).renewal).toBeNull();
    expect((await call(root.loader, { path: "/", cookie: jar.header() })).data).toMatchObject({
      flash: { kind: "success", messages: [{ key: "auth:request_validation.success_login" }] },
    });

    // Active again: the login now succeeds.
    expect((await login(new CookieJar(), email)).location).toBe("/home");
  });

  it("answers the rules in German: 'Ungültige EFN', EFN or file required, not both", async () => {
    const email = await suspendedUser();
    const jar = new CookieJar();
    await login(jar, email);
    const invalid = (await postSuspended(jar, { profession: "DOCTOR", efn: "802761234567890" }))
      .data as Reply;
    expect(invalid.result.error?.efn).toEqual(["Ungültige EFN"]);
    const missing = (await postSuspended(jar, { profession: "DOCTOR", efn: "" })).data as Reply;
    expect(missing.result.error).toMatchObject({
      efn: ["Dieses Feld ist ein Pflichtfeld"],
      validation_file: ["Dieses Feld ist ein Pflichtfeld"],
    });
    const nurse = (
      await postSuspended(jar, { profession: "NURSE", efn: efnWithCheckDigit("80276123456789") })
    ).data as Reply;
    expect(nurse.result.error).toEqual({ validation_file: ["Dieses Feld ist ein Pflichtfeld"] });
    const unknown = (
      await postSuspended(jar, { profession: "PILOT", efn: efnWithCheckDigit("80276123456789") })
    ).data as Reply;
    expect(unknown.result.error?.profession).toEqual(["Ungültige Auswahl"]);
    // Still suspended, the dialog still has its data.
    const page = await call(landing.loader, { path: "/?dialog=request-validation", cookie: jar.header() });
    expect((page.data as { renewal: { email: string } }).renewal.email).toBe(email);
  });

  it("accepts the operator's bypass EFN", async () => {
    const email = await suspendedUser();
    const jar = new CookieJar();
    await login(jar, email);
    expect((await postSuspended(jar, { profession: "DOCTOR", efn: "999999999999999" })).location).toBe(
      "/?dialog=login",
    );
  });

  it("uploads a proof without JavaScript: request_success, then the login shows the pending review, which blocks a second request", async () => {
    const email = await suspendedUser();
    const jar = new CookieJar();
    await login(jar, email);
    const result = await postSuspended(
      jar,
      { profession: "DOCTOR", efn: "" },
      { name: "approbation.pdf", bytes: PDF, type: "application/pdf" },
    );
    expect(result.location).toBe("/");
    expect((await call(root.loader, { path: "/", cookie: jar.header() })).data).toMatchObject({
      flash: { kind: "success", messages: [{ key: "auth:snackbar.request_success" }] },
    });

    const again = new CookieJar();
    expect((await login(again, email)).location).toBe("/?dialog=request-validation");
    const page = await call(landing.loader, { path: "/?dialog=request-validation", cookie: again.header() });
    expect((page.data as { renewal: Dialog }).renewal.validationStatus).toBe("PENDING");
    const blocked = await postSuspended(again, {
      profession: "DOCTOR",
      efn: efnWithCheckDigit("80276123456789"),
    });
    expect(blocked.status).toBe(409);
    expect((blocked.data as Reply).result.error?.[""]?.[0]).toMatch(/prüfen deinen Nachweis/);
  });

  it("refuses a file of the wrong type with 'Ungültiger Dateityp'", async () => {
    const email = await suspendedUser();
    const jar = new CookieJar();
    await login(jar, email);
    const reply = (
      await postSuspended(
        jar,
        { profession: "NURSE" },
        {
          name: "programm.pdf",
          bytes: new TextEncoder().encode("MZ\x90\x00not a pdf"),
          type: "application/pdf",
        },
      )
    ).data as Reply;
    expect(reply.result.error?.validation_file).toEqual(["Ungültiger Dateityp"]);
  });

  it("keeps no password: a new session whose renewal works after the password changed", async () => {
    const email = await suspendedUser();
    const jar = new CookieJar();
    jar.store(await call(landing.loader, { path: "/?dialog=register" }));
    const before = jar.get("__session");
    await login(jar, email);
    // The session gained the right to renew: it has a new id.
    expect(jar.get("__session")).toBeTruthy();
    expect(jar.get("__session")).not.toBe(before);

    // The password changes meanwhile (a reset through the API): the renewal never needed it.
    await upstream("mutation($e: String!) { forgotPassword(email: $e) }", { e: email });
    const code = await api.latestCode(email);
    await upstream(
      "mutation($e: String!, $p: String!, $c: String!) { resetPassword(email: $e, password: $p, resetPasswordCode: $c) { token } }",
      { e: email, p: "ein-neues-passwort", c: code },
    );

    const result = await postSuspended(jar, {
      profession: "DOCTOR",
      efn: efnWithCheckDigit("80276123456789"),
    });
    expect(result.location).toBe("/?dialog=login");
  });

  it("clears the renewal when the dialog is closed", async () => {
    const email = await suspendedUser();
    const jar = new CookieJar();
    await login(jar, email);
    jar.store(await call(landing.loader, { path: "/", cookie: jar.header() }));
    const page = await call(landing.loader, { path: "/?dialog=request-validation", cookie: jar.header() });
    expect((page.data as { renewal: unknown }).renewal).toBeNull();
    expect(
      (await postSuspended(jar, { profession: "DOCTOR", efn: efnWithCheckDigit("80276123456789") })).location,
    ).toBe("/?dialog=request-validation");
  });
});

describe("refresh validation from the alert", () => {
  it("needs a session", async () => {
    const result = await call(refresh.loader, { path: "/refresh-validation?redirectTo=%2Fhome" });
    expect(result.location).toBe("/?redirect=%2Frefresh-validation%3FredirectTo%3D%252Fhome");
  });

  it("renews the student's expiring proof with an uploaded PDF and returns with request_success", async () => {
    const jar = new CookieJar();
    expect((await login(jar, "studentin@example.com")).location).toBe("/home");
    expect((await rootData(jar)).user).toMatchObject({
      validationExpiringSoon: true,
      validationStatus: "ACCEPTED",
    });

    const page = await call(refresh.loader, {
      path: "/refresh-validation?redirectTo=%2Fhome",
      cookie: jar.header(),
    });
    expect(page.data).toMatchObject({
      back: "/home",
      dialog: { mode: "refresh", validationStatus: "ACCEPTED", profession: "MEDICAL_STUDENT", country: "DE" },
    });

    const empty = (await postRefresh(jar, { profession: "MEDICAL_STUDENT" })).data as Reply;
    expect(empty.result.error?.validation_file).toEqual(["Dieses Feld ist ein Pflichtfeld"]);

    const result = await postRefresh(
      jar,
      { profession: "MEDICAL_STUDENT" },
      { name: "immatrikulation.pdf", bytes: PDF, type: "application/pdf" },
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/home");
    const data = await rootData(jar);
    expect(data.flash).toEqual({ kind: "success", messages: [{ key: "auth:snackbar.request_success" }] });
    // The renewal waits for review: the prompt rests.
    expect(data.user?.validationExpiringSoon).toBe(false);
  });

  it("keeps a file uploaded without JavaScript when the rest of the form is wrong", async () => {
    const email = await freshUser("studentin@example.com");
    const jar = new CookieJar();
    await login(jar, email);
    const reply = (
      await postRefresh(
        jar,
        { profession: "" },
        { name: "nachweis.pdf", bytes: PDF, type: "application/pdf" },
      )
    ).data as Reply;
    expect(reply.result.error?.profession).toEqual(["Dieses Feld ist ein Pflichtfeld"]);
    expect(reply.upload).toMatchObject({ fileName: "nachweis.pdf" });
    const result = await postRefresh(jar, {
      profession: "MEDICAL_STUDENT",
      validation_file: reply.upload!.uuid,
      validation_file_name: "nachweis.pdf",
    });
    expect(result.location).toBe("/home");
  });

  it("after a renewal was sent, the dialog shows that it waits and refuses a second one in German", async () => {
    const email = await freshUser("studentin@example.com");
    const jar = new CookieJar();
    await login(jar, email);
    const file = { name: "nachweis.pdf", bytes: PDF, type: "application/pdf" };
    expect((await postRefresh(jar, { profession: "MEDICAL_STUDENT" }, file)).location).toBe("/home");

    // The current proof stays ACCEPTED until staff decide, yet the dialog shows the waiting proof.
    expect((await rootData(jar)).user?.validationStatus).toBe("ACCEPTED");
    const page = await call(refresh.loader, {
      path: "/refresh-validation?redirectTo=%2Fhome",
      cookie: jar.header(),
    });
    expect(page.data).toMatchObject({ dialog: { validationStatus: "PENDING" } });
    const again = await postRefresh(jar, { profession: "MEDICAL_STUDENT" }, file);
    expect(again.status).toBe(409);
    expect((again.data as Reply).result.error?.[""]).toEqual([
      "Wir prüfen deinen Nachweis gerade und benachrichtigen dich per E-Mail, sobald die Prüfung abgeschlossen ist. Bis dahin kannst du keinen neuen Nachweis einreichen.",
    ]);
  });

  it("never returns off-site, and blocks a renewal while a proof is pending", async () => {
    const jar = new CookieJar();
    await login(jar, "apothekerin@example.com");
    expect((await rootData(jar)).user?.validationStatus).toBe("PENDING");
    const page = await call(refresh.loader, {
      path: "/refresh-validation?redirectTo=%2F%2Fevil.example",
      cookie: jar.header(),
    });
    expect(page.data).toMatchObject({ back: "/home", dialog: { validationStatus: "PENDING" } });
    const blocked = await postRefresh(
      jar,
      { profession: "PHARMACIST" },
      { name: "nachweis.pdf", bytes: PDF, type: "application/pdf" },
    );
    expect(blocked.status).toBe(409);
  });
});
