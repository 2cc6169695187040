import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  fieldErrorsOf,
  languageChoiceSchema,
  loginSchema,
  normaliseTimeZone,
  profileDailyGoalSchema,
  profileHideTranslationSchema,
  profileTimeZoneSchema,
  registerSchema,
  resetPasswordSchema,
  timeZoneChoices,
} from "./validation";
import { conversationActionSchema, conversationLevelQuerySchema } from "./api-schemas";

describe("form schemas (spec section 5)", () => {
  it("normalises the e-mail and accepts a good login", () => {
    expect(loginSchema.parse({ email: "  Ann@Example.COM ", password: "secret" })).toEqual({
      email: "ann@example.com",
      password: "secret",
    });
  });

  it("gives one message per field, in the spec's words", () => {
    const result = registerSchema.safeParse({ email: "x", password: "1234567", firstName: " ", lastName: "" });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      email: "Invalid email address",
      password: "Password must be at least 8 characters",
      firstName: "First name is required",
      lastName: "Last name is required",
    });
  });

  it("treats missing fields like empty ones", () => {
    const result = resetPasswordSchema.safeParse({});
    expect(fieldErrorsOf(result.error!)).toEqual({
      token: "Reset token is required",
      password: "Password must be at least 8 characters",
    });
  });

  it("a new password needs 8 characters (NIST SP 800-63B); signing in still takes an older 6-character one", () => {
    expect(registerSchema.safeParse({ email: "a@b.co", password: "abcdefg", firstName: "A", lastName: "B" }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ token: "t", password: "abcdefg" }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ token: "t", password: "abcdefgh" }).success).toBe(true);
    expect(loginSchema.safeParse({ email: "a@b.co", password: "abcdef" }).success).toBe(true);
  });

  it("caps the password length so hashing cannot be abused", () => {
    expect(loginSchema.safeParse({ email: "a@b.co", password: "x".repeat(257) }).success).toBe(false);
    expect(loginSchema.safeParse({ email: "a@b.co", password: "x".repeat(256) }).success).toBe(true);
  });

  it("keeps known time zones and falls back to UTC", () => {
    expect(normaliseTimeZone("Europe/Rome")).toBe("Europe/Rome");
    expect(normaliseTimeZone("Mars/Olympus")).toBe("UTC");
    expect(normaliseTimeZone(undefined)).toBe("UTC");
  });

  it("offers every known zone once, sorted, with the saved one even when it is not listed", () => {
    const known = ["Europe/Rome", "America/New_York", "UTC"];
    expect(timeZoneChoices("Europe/Rome", known)).toEqual(["America/New_York", "Europe/Rome", "UTC"]);
    expect(timeZoneChoices("Asia/Calcutta", known)).toEqual(["America/New_York", "Asia/Calcutta", "Europe/Rome", "UTC"]);
  });
});

describe("the page forms through Conform (parseWithZod of a posted form)", () => {
  const post = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return form;
  };

  it("gives an empty sign-up form the same messages as the JSON API", () => {
    const submission = parseWithZod(post({ email: "", password: "", firstName: "", lastName: "", timeZone: "" }), {
      schema: registerSchema,
    });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({
      email: ["Invalid email address"],
      password: ["Password must be at least 8 characters"],
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
    });
  });

  it("never sends the password back with the values to show again", () => {
    const submission = parseWithZod(post({ email: "ann@example.com", password: "1" }), { schema: loginSchema });
    expect(submission.reply({ hideFields: ["password"] }).initialValue).toEqual({ email: "ann@example.com" });
  });

  it("reads the daily goal as a number and refuses one not offered", () => {
    const good = parseWithZod(post({ dailyGoal: "50" }), { schema: profileDailyGoalSchema });
    expect(good.status === "success" && good.value).toEqual({ dailyGoal: 50 });
    const bad = parseWithZod(post({ dailyGoal: "7" }), { schema: profileDailyGoalSchema });
    expect(bad.reply().error).toEqual({ dailyGoal: ["dailyGoal must be 10, 20, 50 or 100"] });
  });

  it("reads an unticked checkbox as off and a ticked one as on", () => {
    const off = parseWithZod(post({}), { schema: profileHideTranslationSchema });
    expect(off.status === "success" && off.value).toEqual({ hideTranslation: false });
    const on = parseWithZod(post({ hideTranslation: "on" }), { schema: profileHideTranslationSchema });
    expect(on.status === "success" && on.value).toEqual({ hideTranslation: true });
  });

  it("accepts a known time zone and names an unknown one", () => {
    const good = parseWithZod(post({ timeZone: "Asia/Tokyo" }), { schema: profileTimeZoneSchema });
    expect(good.status === "success" && good.value).toEqual({ timeZone: "Asia/Tokyo" });
    const bad = parseWithZod(post({ timeZone: "Mars/Olympus" }), { schema: profileTimeZoneSchema });
    expect(bad.reply().error).toEqual({ timeZone: ['"Mars/Olympus" is not a time zone we know. Pick one from the list.'] });
  });

  it("asks for one of the five languages", () => {
    const bad = parseWithZod(post({ language: "klingon" }), { schema: languageChoiceSchema });
    expect(bad.reply().error).toEqual({ language: ["Please choose one of the five languages."] });
  });
});

describe("conversation levels", () => {
  it("a query's level is 1 to 5 or absent", () => {
    expect(conversationLevelQuerySchema.parse("3")).toBe(3);
    expect(conversationLevelQuerySchema.parse(undefined)).toBeUndefined();
    for (const bad of ["0", "6", "2.5", "two", "", " 3"]) {
      const result = conversationLevelQuerySchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("level must be a whole number from 1 to 5");
    }
  });

  it("Continue may name the level; a bad one is refused in words", () => {
    expect(conversationActionSchema.parse({ language: "french", action: "continue", level: 2 }).level).toBe(2);
    expect(conversationActionSchema.parse({ language: "french", action: "continue" }).level).toBeUndefined();
    const bad = conversationActionSchema.safeParse({ language: "french", action: "continue", level: 9 });
    expect(bad.error?.issues[0]?.message).toBe("level must be a whole number from 1 to 5");
  });
});
