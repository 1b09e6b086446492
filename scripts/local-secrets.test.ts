import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_SECRETS, fillLocalSecrets } from "./local-secrets.mjs";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "cme-local-secrets-"));

describe("npm start's local secrets", () => {
  it("are made once per data directory, random, and readable by the owner only", () => {
    const dir = dataDir();
    const first = fillLocalSecrets({}, dir);
    const again = fillLocalSecrets({}, dir);
    const elsewhere = fillLocalSecrets({}, dataDir());
    for (const name of ["SESSION_SECRET", "MEDIA_SECRET", "UPLOAD_SECRET", "NOTIFICATION_SECRET"]) {
      expect(first[name]).toMatch(/^[0-9a-f]{64}$/);
      expect(again[name]).toBe(first[name]);
      expect(elsewhere[name]).not.toBe(first[name]);
    }
    expect(new Set(Object.values(first)).size).toBe(4);
    expect(statSync(path.join(dir, "media-secret")).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(dir, "upload-secret"), "utf8")).toBe(first.UPLOAD_SECRET);
  });

  it("are made only for the process asked for: the app and the reference API in images of their own", () => {
    const dir = dataDir();
    const app = fillLocalSecrets({}, dir, ["SESSION_SECRET"]);
    expect(Object.keys(app)).toEqual(["SESSION_SECRET"]);
    expect(existsSync(path.join(dir, "media-secret"))).toBe(false);
    const api = fillLocalSecrets({}, dir, API_SECRETS);
    expect(Object.keys(api).sort()).toEqual(["MEDIA_SECRET", "NOTIFICATION_SECRET", "UPLOAD_SECRET"]);
    expect(existsSync(path.join(dir, "media-secret"))).toBe(true);
  });

  it("leave secrets an operator set alone", () => {
    const env = fillLocalSecrets({ MEDIA_SECRET: "vom-betreiber" }, dataDir());
    expect(env.MEDIA_SECRET).toBe("vom-betreiber");
  });
});
