import { describe, expect, it } from "vitest";
import {
  authHref,
  loginHref,
  logoutHref,
  registerBackHref,
  registerHref,
  searchTermFromPath,
  subscribeHref,
} from "./urls";

describe("frame URLs", () => {
  it("login elsewhere comes back to the page, without its dialog", () => {
    expect(loginHref("/video/abc", "?t=10&dialog=share")).toBe(
      "/?dialog=login&redirect=%2Fvideo%2Fabc%3Ft%3D10",
    );
    expect(loginHref("/imprint", "")).toBe("/?dialog=login&redirect=%2Fimprint");
  });

  it("login on the landing page keeps its parameters", () => {
    expect(loginHref("/", "")).toBe("/?dialog=login");
    expect(loginHref("/", "?redirect=%2Fhome&dialog=register&step=2")).toBe(
      "/?redirect=%2Fhome&dialog=login",
    );
  });

  it("register opens the landing page's dialog", () => {
    expect(registerHref("/faq", "?x=1")).toBe("/?dialog=register");
    expect(registerHref("/", "?redirect=%2Fhome")).toBe("/?redirect=%2Fhome&dialog=register");
  });

  it("register for something on a page comes back to it, without its dialog", () => {
    expect(registerBackHref("/video/abc", "?t=10&dialog=share")).toBe(
      "/?dialog=register&redirect=%2Fvideo%2Fabc%3Ft%3D10",
    );
    expect(registerBackHref("/", "?redirect=%2Fhome")).toBe("/?redirect=%2Fhome&dialog=register");
  });

  it("logout confirmation stays on the page and keeps other parameters", () => {
    expect(logoutHref("/home", "")).toBe("/home?dialog=logout");
    expect(logoutHref("/search/herz", "?page=2&dialog=share")).toBe("/search/herz?page=2&dialog=logout");
  });

  it("subscribe dialog stays on the page, replacing another dialog; login and registration come back to it", () => {
    const field = { type: "Field", id: "2" } as const;
    expect(subscribeHref("/fachgebiete/kardiologie", "", field)).toBe(
      "/fachgebiete/kardiologie?dialog=subscribe&type=Field&id=2",
    );
    expect(subscribeHref("/live/x", "?t=10&dialog=share&step=2", { type: "Channel", id: "7" })).toBe(
      "/live/x?t=10&dialog=subscribe&type=Channel&id=7",
    );
    const back = "/fachgebiete/kardiologie?dialog=subscribe&type=Field&id=2";
    expect(authHref("login", back)).toBe(`/?dialog=login&redirect=${encodeURIComponent(back)}`);
    expect(authHref("register", back)).toBe(`/?dialog=register&redirect=${encodeURIComponent(back)}`);
  });

  it("reads the term of a search page", () => {
    expect(searchTermFromPath("/search/Herz%20Kreislauf")).toBe("Herz Kreislauf");
    expect(searchTermFromPath("/search/%E0%A4%A")).toBe("");
    expect(searchTermFromPath("/home")).toBe("");
  });
});
