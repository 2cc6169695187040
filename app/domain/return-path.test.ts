import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

const ORIGIN = "https://piramide.test";

describe("safeReturnPath", () => {
  it("keeps paths on this app, with their query", () => {
    expect(safeReturnPath("/progress", ORIGIN)).toBe("/progress");
    expect(safeReturnPath("/review/italian?x=1#top", ORIGIN)).toBe("/review/italian?x=1#top");
  });

  it.each([
    ["/\\evil.example/"],
    ["//evil.example/"],
    ["/..//evil.example"],
    ["/./..//evil.example/x"],
    ["/a/..//evil.example"],
    ["https://evil.example/"],
    ["/\tevil"],
    ["/%0d%0aSet-Cookie:x"],
    ["/\u0000"],
    ["javascript:alert(1)"],
    [""],
    [null],
    [42],
  ])("sends %j to /", (candidate) => {
    const result = safeReturnPath(candidate, ORIGIN);
    expect(result === "/" || result.startsWith("/%0d")).toBe(true);
    expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
  });

  it("refuses backslashes and control characters outright", () => {
    expect(safeReturnPath("/\\evil.example/", ORIGIN)).toBe("/");
    expect(safeReturnPath("/ok\u0007", ORIGIN)).toBe("/");
  });
});
