import { describe, expect, it } from "vitest";
import { DAY_MS } from "./time";
import {
  allowedLanguages,
  canUseConversations,
  canUsePremiumVoices,
  freeLanguageLockedUntil,
  isAdministrator,
  needsLanguageChoice,
  practiceLanguage,
  subscriptionStatusOf,
  type TierInput,
} from "./access";

const now = Date.UTC(2026, 10, 21, 12);
// A proven account: the trial and premium voices need a confirmed address.
const free: TierInput = {
  trialStartedAt: null,
  trialEndsAt: null,
  selectedFreeLanguage: null,
  emailVerifiedAt: now - DAY_MS,
  subscription: null,
};

describe("freeLanguageLockedUntil and canUsePremiumVoices", () => {
  it("a change is allowed 30 days after the last one, and the first choice is not a change", () => {
    expect(freeLanguageLockedUntil(null, now)).toBeNull();
    expect(freeLanguageLockedUntil(now - DAY_MS, now)).toBe(now + 29 * DAY_MS);
    expect(freeLanguageLockedUntil(now - 30 * DAY_MS, now)).toBeNull();
  });

  it("premium voices need premium (or the admin) and a proven address", () => {
    expect(canUsePremiumVoices({ isPremium: true }, { emailVerifiedAt: now }, false)).toBe(true);
    expect(canUsePremiumVoices({ isPremium: true }, { emailVerifiedAt: null }, false)).toBe(false);
    expect(canUsePremiumVoices({ isPremium: false }, { emailVerifiedAt: now }, true)).toBe(true);
    expect(canUsePremiumVoices({ isPremium: false }, { emailVerifiedAt: now }, false)).toBe(false);
  });
});

describe("subscriptionStatusOf", () => {
  it("a new learner is free, with no language and a trial to start", () => {
    expect(subscriptionStatusOf(free, now)).toEqual({
      isPremium: false,
      selectedFreeLanguage: null,
      isTrialActive: false,
      canStartTrial: true,
      trialDaysRemaining: 0,
      status: "active",
      hasPaidSubscription: false,
      trialAwaitsConfirmation: false,
    });
  });

  it("an unproven address cannot start the trial yet, and is told it awaits confirmation", () => {
    const s = subscriptionStatusOf({ ...free, emailVerifiedAt: null }, now);
    expect(s).toMatchObject({ canStartTrial: false, trialAwaitsConfirmation: true });
    const used = subscriptionStatusOf(
      { ...free, emailVerifiedAt: null, trialStartedAt: now - 40 * DAY_MS, trialEndsAt: now - 10 * DAY_MS },
      now,
    );
    expect(used).toMatchObject({ canStartTrial: false, trialAwaitsConfirmation: false });
  });

  it("an active trial is premium with its days counted up", () => {
    const s = subscriptionStatusOf({ ...free, trialStartedAt: now - 5 * DAY_MS, trialEndsAt: now + 25 * DAY_MS - 1000 }, now);
    expect(s.isPremium).toBe(true);
    expect(s.isTrialActive).toBe(true);
    expect(s.trialDaysRemaining).toBe(25);
    expect(s.canStartTrial).toBe(false);
  });

  it("an expired trial is free again and cannot be restarted", () => {
    const s = subscriptionStatusOf({ ...free, trialStartedAt: now - 31 * DAY_MS, trialEndsAt: now - DAY_MS }, now);
    expect(s).toMatchObject({ isPremium: false, isTrialActive: false, canStartTrial: false, trialDaysRemaining: 0 });
  });

  it("a paid subscription is premium; cancel at period end reads 'canceling' until it ends", () => {
    const sub = { status: "active", cancelAtPeriodEnd: true, currentPeriodEnd: now + DAY_MS };
    expect(subscriptionStatusOf({ ...free, subscription: sub }, now)).toMatchObject({
      isPremium: true,
      status: "canceling",
      canStartTrial: false,
    });
    expect(subscriptionStatusOf({ ...free, subscription: sub }, now + 2 * DAY_MS)).toMatchObject({
      isPremium: false,
      status: "active",
    });
  });

  it("an incomplete subscription gives nothing and still allows a trial", () => {
    const sub = { status: "incomplete", cancelAtPeriodEnd: false, currentPeriodEnd: null };
    expect(subscriptionStatusOf({ ...free, subscription: sub }, now)).toMatchObject({ isPremium: false, canStartTrial: true });
  });

  it("ignores a stored language that is not one of the five", () => {
    expect(subscriptionStatusOf({ ...free, selectedFreeLanguage: "klingon" }, now).selectedFreeLanguage).toBeNull();
  });
});

describe("language access", () => {
  it("premium gets all five; free gets only the chosen one, or none", () => {
    expect(allowedLanguages({ isPremium: true, selectedFreeLanguage: null })).toEqual([
      "italian",
      "spanish",
      "french",
      "german",
      "russian",
    ]);
    expect(allowedLanguages({ isPremium: false, selectedFreeLanguage: "german" })).toEqual(["german"]);
    expect(allowedLanguages({ isPremium: false, selectedFreeLanguage: null })).toEqual([]);
    expect(needsLanguageChoice({ isPremium: false, selectedFreeLanguage: null })).toBe(true);
    expect(needsLanguageChoice({ isPremium: true, selectedFreeLanguage: null })).toBe(false);
  });

  it("practises the preferred language only when allowed, defaulting to italian", () => {
    expect(practiceLanguage("french", { isPremium: true, selectedFreeLanguage: null })).toBe("french");
    expect(practiceLanguage("french", { isPremium: false, selectedFreeLanguage: "german" })).toBe("german");
    expect(practiceLanguage(null, { isPremium: true, selectedFreeLanguage: null })).toBe("italian");
    expect(practiceLanguage("xx", { isPremium: false, selectedFreeLanguage: null })).toBe("italian");
  });

  it("conversations are for premium learners and the admin", () => {
    expect(canUseConversations({ isPremium: false }, false)).toBe(false);
    expect(canUseConversations({ isPremium: false }, true)).toBe(true);
    expect(canUseConversations({ isPremium: true }, false)).toBe(true);
  });
});

describe("isAdministrator", () => {
  const admin = { email: "Boss@Example.com", emailVerifiedAt: 1 };
  it("is the configured address, proven", () => {
    expect(isAdministrator("boss@example.com", admin)).toBe(true);
    expect(isAdministrator(" BOSS@example.com ", { ...admin, email: "boss@example.com" })).toBe(true);
  });
  it("is nobody while the address is unproven, for another address, or with no admin configured", () => {
    expect(isAdministrator("boss@example.com", { ...admin, emailVerifiedAt: null })).toBe(false);
    expect(isAdministrator("boss@example.com", { ...admin, email: "bosss@example.com" })).toBe(false);
    expect(isAdministrator("", admin)).toBe(false);
  });
});
