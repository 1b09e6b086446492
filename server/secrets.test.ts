import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { missingSigningSecrets, signingSecret } from "./secrets.ts";

const strong = "k".repeat(32);

describe("signing secrets", () => {
  it("use the development values outside production only", () => {
    expect(signingSecret("MEDIA_SECRET", {})).toBe("reference-media-secret");
    expect(signingSecret("MEDIA_SECRET", { MEDIA_SECRET: "" })).toBe("reference-media-secret");
    expect(signingSecret("UPLOAD_SECRET", { UPLOAD_SECRET: strong })).toBe(strong);
    expect(missingSigningSecrets({ NODE_ENV: "test" })).toEqual([]);
  });

  it("are all required in production, and long enough", () => {
    expect(missingSigningSecrets({ NODE_ENV: "production" })).toEqual([
      "MEDIA_SECRET",
      "UPLOAD_SECRET",
      "NOTIFICATION_SECRET",
    ]);
    expect(
      missingSigningSecrets({
        NODE_ENV: "production",
        MEDIA_SECRET: strong,
        UPLOAD_SECRET: "kurz",
        NOTIFICATION_SECRET: strong,
      }),
    ).toEqual(["UPLOAD_SECRET"]);
  });

  it("keep the API from starting in production without them, naming what is missing", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        API_PORT: "0",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "cme-secrets-")),
        MEDIA_SECRET: strong,
      },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("UPLOAD_SECRET, NOTIFICATION_SECRET must be set in production");
    expect(run.stderr).not.toContain("MEDIA_SECRET");
    // Starting the API under tsx takes seconds on a busy machine: the spawn's own bound, not the 5 s default.
  }, 30_000);

  it("are made and kept in DATA_DIR by the API's image entry (server/start.mjs), an operator's key kept", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "cme-secrets-image-"));
    const api = spawn(process.execPath, ["--import", "tsx", "server/start.mjs"], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        API_PORT: "0",
        DATA_DIR: dataDir,
        MEDIA_SECRET: strong,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const port = await new Promise<string | null>((resolve) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Reference API: http:\/\/localhost:(\d+)\/graphql/.exec(output);
        if (match) resolve(match[1]!);
      };
      api.stdout.on("data", read);
      api.stderr.on("data", read);
      api.once("exit", () => resolve(null));
    });
    try {
      expect(port, output).not.toBeNull();
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      for (const file of ["upload-secret", "notification-secret"]) {
        expect(readFileSync(path.join(dataDir, file), "utf8")).toMatch(/^[0-9a-f]{64}$/);
      }
      expect(() => readFileSync(path.join(dataDir, "media-secret"))).toThrow();
    } finally {
      await new Promise((resolve) => {
        if (api.exitCode !== null || api.signalCode !== null) return resolve(null);
        api.once("exit", resolve);
        api.kill("SIGTERM");
      });
    }
  }, 30_000);
});
