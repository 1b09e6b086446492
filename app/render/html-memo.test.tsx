import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createHtmlMemo } from "./html-memo";

describe("createHtmlMemo", () => {
  it("keeps at most its bound, dropping the oldest entry first", () => {
    const rendered: string[] = [];
    const memo = createHtmlMemo((element) => {
      const html = renderToString(element);
      rendered.push(html);
      return html;
    }, 2);
    memo("a", <b>a</b>);
    memo("b", <b>b</b>);
    memo("a", <b>a</b>);
    memo("c", <b>c</b>); // "a" goes
    memo("b", <b>b</b>);
    memo("a", <b>a</b>);
    expect(rendered).toEqual(["<b>a</b>", "<b>b</b>", "<b>c</b>", "<b>a</b>"]);
  });
});
