// What loaders return and components render, for the screens outside the practice loop
// (progress-view.ts has the learn and review ones). Server modules build these; components import
// them from here, never from app/server.
import type { SubscriptionStatus } from "./access";
import type { Language } from "./languages";
import type { LearnerSettings } from "./api-schemas";

export interface PublicUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  createdAt: number;
  timeZone: string;
  isAdmin: boolean;
  emailVerified: boolean;
}

export interface ContentCounts {
  sentences: Record<Language, number>;
  totalSentences: number;
  sentencesPerLevel: Record<number, number>;
  conversations: number;
}

export interface LeaderboardEntry {
  rank: number;
  anonymousName: string;
  level: number;
  points: number;
  streak: number;
  isCurrentUser: boolean;
}

/** The signed-in frame: who, which plan, which language, which settings. */
export interface ShellData {
  user: PublicUser;
  subscription: SubscriptionStatus;
  language: Language;
  allowedLanguages: Language[];
  settings: Required<LearnerSettings>;
  /** Premium cloud voices: premium and trial learners and the admin, when a voice key is configured. */
  premiumAudio: boolean;
  /** Development without a mail service only: the confirmation link the mail would have carried. */
  devConfirmLink: string | null;
}

/** A message shown for a few seconds: flashed by the server across a redirect, or raised in the browser. */
export interface Toast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  duration?: number;
  /** A celebration: shown at once, ahead of the toasts waiting (components/shell/toast-queue.ts). */
  urgent?: boolean;
}

/** What the root route's loader gives every screen: the signed-in shell (or none) and a flashed toast. */
export interface RootData {
  shell: ShellData | null;
  toast: Toast | null;
}

/**
 * What a signed-in page's loader answers a visitor (status 401): the `_app` layout route shows the
 * logged-out screen in place of the page, so the page itself never renders it.
 */
export interface SignedOut {
  signedOut: true;
}

export const SIGNED_OUT: SignedOut = { signedOut: true };

export function isSignedOut(value: unknown): value is SignedOut {
  return typeof value === "object" && value !== null && (value as Partial<SignedOut>).signedOut === true;
}
