// What the analytics screen renders (spec section 3 "Analytics response"). The server module builds
// it; the route hands it to the components, which import the shape from here, never from app/server.
// The compiler checks that the server's answer still fits this shape where the route passes it on.
import type { Language } from "./languages";

export interface AnalyticsView {
  totalUsers: number;
  premiumUsers: number;
  freeUsers: number;
  trialUsers: { active: number; expired: number; convertedToFree: number; total: number };
  userProgress: { activeUsers: number; completedSentences: number; totalProgress: number; totalReviews: number };
  totalSentences: Record<Language, number>;
  languageStats: Record<Language, { users: number; avgProgress: number }>;
  topUsers: {
    id: number;
    email: string;
    totalPoints: number;
    totalStreak: number;
    premiumStatus: "premium" | "trial" | "free";
  }[];
  recentActivity: { userId: number; email: string; language: Language; points: number; lastActivity: string }[];
  /** Gradings per day for the last 30 days (oldest first), for the activity chart. */
  reviewsPerDay: { day: string; count: number }[];
}
