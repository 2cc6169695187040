import { describe, expect, it } from "vitest";
import { transliterateRussian } from "./transliterate";

describe("transliterateRussian", () => {
  it.each([
    ["Доброе утро!", "Dobroe utro!"],
    ["Как дела?", "Kak dela?"],
    ["Спасибо большое.", "Spasibo bolshoe."],
    ["Я ещё не ел.", "Ya eshchyo ne el."],
    ["Жёлтый, Щука, Юля, Ёлка.", "Zhyoltyy, Shchuka, Yulya, Yolka."],
    ["СССР и ЖКХ", "SSSR i ZHKKH"],
    ["Объявление", "Obyavlenie"],
  ])("%s → %s", (input, output) => {
    expect(transliterateRussian(input)).toBe(output);
  });

  it("leaves Latin text and punctuation alone and is deterministic", () => {
    expect(transliterateRussian("OK, 42 — «да»")).toBe("OK, 42 — «da»");
    expect(transliterateRussian("Привет")).toBe(transliterateRussian("Привет"));
  });
});
