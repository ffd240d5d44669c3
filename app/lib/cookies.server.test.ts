import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies.server";

describe("readCookie", () => {
  it("reads one cookie of a Cookie header", () => {
    expect(readCookie("x=1; lang = ko ;y=2", "lang")).toBe("ko");
    expect(readCookie("x=1", "lang")).toBeUndefined();
    expect(readCookie(undefined, "lang")).toBeUndefined();
    expect(readCookie("", "lang")).toBeUndefined();
  });
  it("takes the first of a repeated name, and decodes what can be decoded", () => {
    expect(readCookie("theme=dark; theme=light", "theme")).toBe("dark");
    expect(readCookie("q=a%20b; bad=%E0%A4%A", "q")).toBe("a b");
    expect(readCookie("q=a%20b; bad=%E0%A4%A", "bad")).toBe("%E0%A4%A");
    expect(readCookie("novalue; lang=en", "lang")).toBe("en");
  });
});
