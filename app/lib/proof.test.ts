import { describe, expect, it } from "vitest";
import { checkProofFile, PROOF_MAX_BYTES, sniffProofType } from "./proof";

describe("proof file rules (spec §5)", () => {
  it("accepts JPEG, PNG and PDF up to 10240 KB", () => {
    expect(
      checkProofFile({ name: "Approbation.PDF", type: "application/pdf", size: PROOF_MAX_BYTES }),
    ).toBeNull();
    expect(checkProofFile({ name: "ausweis.jpeg", type: "image/jpeg", size: 1 })).toBeNull();
    expect(checkProofFile({ name: "scan.png", type: "", size: 5000 })).toBeNull();
  });

  it("refuses one byte over the limit and empty files as size problems", () => {
    expect(checkProofFile({ name: "a.pdf", type: "application/pdf", size: PROOF_MAX_BYTES + 1 })).toBe(
      "file_size",
    );
    expect(checkProofFile({ name: "a.pdf", type: "application/pdf", size: 0 })).toBe("file_size");
  });

  it("refuses other types by name or declared type", () => {
    expect(checkProofFile({ name: "setup.exe", type: "application/x-msdownload", size: 10 })).toBe(
      "file_type",
    );
    expect(checkProofFile({ name: "nachweis.pdf", type: "application/x-msdownload", size: 10 })).toBe(
      "file_type",
    );
    expect(checkProofFile({ name: "bild.gif", type: "image/gif", size: 10 })).toBe("file_type");
  });

  it("tells the real type from the first bytes", () => {
    expect(sniffProofType(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]))).toBe("application/pdf");
    expect(sniffProofType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffProofType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      "image/png",
    );
    expect(sniffProofType(new Uint8Array([0x4d, 0x5a, 0x90, 0x00]))).toBeNull(); // "MZ": a Windows program
  });
});
