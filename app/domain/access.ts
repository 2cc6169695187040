// Tiers and language access (spec sections 1, 4 "Access tiers", 5). Pure: the caller passes `now`.
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "./languages";
import { DAY_MS } from "./time";

export const TRIAL_DAYS = 30;
export const FREE_LANGUAGE_CHANGE_DAYS = 30;

export interface TierInput {
  trialStartedAt: number | null;
  trialEndsAt: number | null;
  selectedFreeLanguage: string | null;
  /** When the learner proved they own their address; null until then (a trial needs it). */
  emailVerifiedAt: number | null;
  subscription: {
    status: string;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: number | null;
  } | null;
}

export interface SubscriptionStatus {
  isPremium: boolean;
  selectedFreeLanguage: Language | null;
  isTrialActive: boolean;
  canStartTrial: boolean;
  trialDaysRemaining: number;
  status: "active" | "canceling";
  /** True while a paid Stripe subscription (not a trial) gives premium. */
  hasPaidSubscription: boolean;
  /** The trial is still this account's to take, once the address is confirmed. */
  trialAwaitsConfirmation: boolean;
}

// Stripe statuses under which the learner has paid (or is inside Stripe's grace period).
const PAYING_STATUSES = new Set(["active", "trialing", "past_due"]);

export function subscriptionStatusOf(input: TierInput, now: number): SubscriptionStatus {
  const sub = input.subscription;
  const hasPaidSubscription =
    !!sub && PAYING_STATUSES.has(sub.status) && (sub.currentPeriodEnd === null || sub.currentPeriodEnd > now);
  const isTrialActive = input.trialEndsAt !== null && input.trialEndsAt > now;
  const everPaid = !!sub && sub.status !== "incomplete" && sub.status !== "incomplete_expired";
  const trialUnused = input.trialStartedAt === null && !everPaid;
  const proven = input.emailVerifiedAt !== null;
  return {
    isPremium: hasPaidSubscription || isTrialActive,
    selectedFreeLanguage: isLanguage(input.selectedFreeLanguage) ? input.selectedFreeLanguage : null,
    isTrialActive,
    // A trial for an unproven address would be free premium for every throw-away sign-up.
    canStartTrial: trialUnused && proven,
    trialDaysRemaining: isTrialActive ? Math.ceil(((input.trialEndsAt ?? now) - now) / DAY_MS) : 0,
    status: hasPaidSubscription && sub?.cancelAtPeriodEnd ? "canceling" : "active",
    hasPaidSubscription,
    trialAwaitsConfirmation: trialUnused && !proven,
  };
}

/**
 * When a free learner may next change their free language from one language to another, or null
 * when they may now. Changes are at least 30 days apart; the first choice is not a change.
 */
export function freeLanguageLockedUntil(changedAt: number | null, now: number): number | null {
  if (changedAt === null) return null;
  const until = changedAt + FREE_LANGUAGE_CHANGE_DAYS * DAY_MS;
  return until > now ? until : null;
}

/** Text-to-speech is paid per character: only for proven accounts with premium (or the admin). */
export function canUsePremiumVoices(
  status: Pick<SubscriptionStatus, "isPremium">,
  user: { emailVerifiedAt: number | null },
  isAdmin: boolean,
): boolean {
  return user.emailVerifiedAt !== null && canUseConversations(status, isAdmin);
}

/** Premium and trial practise all five languages; free learners only their chosen one. */
export function allowedLanguages(status: Pick<SubscriptionStatus, "isPremium" | "selectedFreeLanguage">): Language[] {
  if (status.isPremium) return [...LANGUAGES];
  return status.selectedFreeLanguage ? [status.selectedFreeLanguage] : [];
}

export function canUseLanguage(
  status: Pick<SubscriptionStatus, "isPremium" | "selectedFreeLanguage">,
  language: Language,
): boolean {
  return allowedLanguages(status).includes(language);
}

/** A free learner who has not chosen a language yet sees only the language choice. */
export function needsLanguageChoice(status: Pick<SubscriptionStatus, "isPremium" | "selectedFreeLanguage">): boolean {
  return !status.isPremium && status.selectedFreeLanguage === null;
}

/** The language to practise: the preferred one when allowed, else the first allowed one. */
export function practiceLanguage(
  preferred: string | null | undefined,
  status: Pick<SubscriptionStatus, "isPremium" | "selectedFreeLanguage">,
): Language {
  const allowed = allowedLanguages(status);
  if (isLanguage(preferred) && allowed.includes(preferred)) return preferred;
  return allowed[0] ?? DEFAULT_LANGUAGE;
}

/** Conversations: premium (or trial) learners, and the admin. */
export function canUseConversations(status: Pick<SubscriptionStatus, "isPremium">, isAdmin: boolean): boolean {
  return status.isPremium || isAdmin;
}

/**
 * The admin (decisions.md): the account whose e-mail is the configured admin address and has been
 * proven. Registering that address without proving it grants nothing.
 */
export function isAdministrator(adminEmail: string, user: { email: string; emailVerifiedAt: number | null }): boolean {
  const admin = adminEmail.trim().toLowerCase();
  return admin !== "" && user.emailVerifiedAt !== null && user.email.trim().toLowerCase() === admin;
}
