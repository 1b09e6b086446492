import { describe, expect, it } from "vitest";
import { MultipartError, MultipartParser, multipartBoundary, type MultipartEvent } from "./multipart.ts";

const BODY = Buffer.concat([
  Buffer.from(
    [
      "preamble to ignore",
      "--AaB03x",
      'Content-Disposition: form-data; name="key"',
      "",
      "uploads/1",
      "--AaB03x",
      'Content-Disposition: form-data; name="policy"',
      "",
      "line one\r\nline two --AaB03 not a boundary",
      "--AaB03x",
      'Content-Disposition: form-data; name="file"; filename="a \\"b\\".pdf"',
      "Content-Type: application/pdf",
      "",
      "",
    ].join("\r\n"),
  ),
  Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff]),
  Buffer.from("\r\n--AaB03x--\r\nepilogue"),
]);

interface Part {
  name: string;
  filename: string | null;
  contentType: string | null;
  body: Buffer;
}

function parse(body: Buffer, chunkSizes: (index: number) => number): Part[] {
  const parser = new MultipartParser("AaB03x");
  const parts: Part[] = [];
  let done = false;
  const take = (events: MultipartEvent[]) => {
    for (const event of events) {
      if (event.type === "part") parts.push({ ...event.info, body: Buffer.alloc(0) });
      const last = parts.at(-1);
      if (event.type === "data" && last) last.body = Buffer.concat([last.body, event.chunk]);
      if (event.type === "done") done = true;
    }
  };
  for (let offset = 0, i = 0; offset < body.length; i += 1) {
    const size = Math.max(1, chunkSizes(i));
    take(parser.write(body.subarray(offset, offset + size)));
    offset += size;
  }
  parser.end();
  expect(done).toBe(true);
  return parts;
}

describe("MultipartParser", () => {
  const expected = [
    { name: "key", filename: null, contentType: null, body: "uploads/1" },
    {
      name: "policy",
      filename: null,
      contentType: null,
      body: "line one\r\nline two --AaB03 not a boundary",
    },
  ];

  it("parses fields and a binary file in one chunk", () => {
    const parts = parse(BODY, () => BODY.length);
    expect(parts.slice(0, 2).map((p) => ({ ...p, body: p.body.toString() }))).toEqual(expected);
    expect(parts[2]).toMatchObject({ name: "file", filename: 'a "b".pdf', contentType: "application/pdf" });
    expect(parts[2]?.body).toEqual(
      Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff]),
    );
  });

  it("gives the same parts however the body is split", () => {
    const whole = parse(BODY, () => BODY.length);
    for (const size of [1, 2, 3, 5, 7, 11, 13]) expect(parse(BODY, () => size)).toEqual(whole);
    for (let split = 1; split < BODY.length; split += 1) {
      expect(parse(BODY, (i) => (i === 0 ? split : BODY.length))).toEqual(whole);
    }
  });

  it("refuses a body that ends inside a part or lacks the name", () => {
    const parser = new MultipartParser("AaB03x");
    parser.write(BODY.subarray(0, 80));
    expect(() => parser.end()).toThrow(MultipartError);
    const nameless = new MultipartParser("b");
    expect(() =>
      nameless.write(Buffer.from("--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--")),
    ).toThrow(MultipartError);
  });

  it("reads the boundary of multipart/form-data only", () => {
    expect(multipartBoundary("multipart/form-data; boundary=----WebKitFormBoundaryx1")).toBe(
      "----WebKitFormBoundaryx1",
    );
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("multipart/mixed; boundary=x")).toBeNull();
    expect(multipartBoundary("multipart/form-data")).toBeNull();
    expect(multipartBoundary(undefined)).toBeNull();
  });
});
