import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies.server";

const withCookie = (header: string) => new Request("https://piramide.test/", { headers: { Cookie: header } });

describe("readCookie", () => {
  it("finds a cookie among others, whatever the spacing", () => {
    const request = withCookie("a=1;piramide_session=abc ; piramide_lang=italian");
    expect(readCookie(request, "piramide_session")).toBe("abc");
    expect(readCookie(request, "piramide_lang")).toBe("italian");
    expect(readCookie(request, "a")).toBe("1");
  });

  it("keeps '=' inside a value (base64) and decodes percent-escapes", () => {
    expect(readCookie(withCookie("piramide_toast=eyJ0aXRsZSI6IkhpIn0="), "piramide_toast")).toBe("eyJ0aXRsZSI6IkhpIn0=");
    expect(readCookie(withCookie("x=a%20b"), "x")).toBe("a b");
  });

  it("is null when absent, empty, or only a prefix of another name", () => {
    expect(readCookie(new Request("https://piramide.test/"), "x")).toBeNull();
    expect(readCookie(withCookie("x="), "x")).toBeNull();
    expect(readCookie(withCookie("piramide_session_old=abc"), "piramide_session")).toBeNull();
  });
});
