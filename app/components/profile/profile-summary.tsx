// The top of the profile: the trial banner, who you are with your quick stats, and your plan.
import { Form, Link } from "react-router";
import { LANGUAGE_INFO } from "../../domain/languages";
import type { ShellData } from "../../domain/views";
import { buttonClass } from "../ui/button";
import { Card, CardTitle } from "../ui/card";
import { formatCount } from "../../domain/format";

export function TrialBanner({ subscription }: { subscription: ShellData["subscription"] }) {
  if (!subscription.isTrialActive) return null;
  const days = subscription.trialDaysRemaining;
  return (
    <div className="rounded-2xl border border-brand-100 bg-brand-50 p-4 text-brand-700" data-testid="trial-banner">
      Free trial: {days} {days === 1 ? "day" : "days"} of premium left.{" "}
      <Link to="/subscription" className="font-semibold underline">
        Keep premium
      </Link>
    </div>
  );
}

export function UserCard({
  user,
  memberSince,
  bestStreak,
  totalPoints,
}: {
  user: ShellData["user"];
  /** The sign-up day as the loader wrote it ("29 November 2026"). */
  memberSince: string;
  bestStreak: number;
  totalPoints: number;
}) {
  const name = `${user.firstName} ${user.lastName}`.trim() || "Language Learner";
  return (
    <Card className="lg:col-span-2">
      <div className="flex items-center gap-4">
        {/* shrink-0: a long name or address beside it must not squeeze the circle into an oval. */}
        <div
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xl font-bold text-white"
          aria-hidden
          data-testid="profile-avatar"
        >
          {name.charAt(0).toUpperCase()}
        </div>
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <h1 className="text-xl font-bold" data-testid="profile-name">
            {name}
          </h1>
          <p className="text-slate-600" data-testid="profile-email">
            {user.email}
          </p>
          <p className="text-sm text-slate-500">Member since {memberSince}</p>
        </div>
      </div>
      <div className="mt-6 grid grid-cols-2 gap-4 text-center">
        <div className="rounded-xl bg-slate-50 p-4">
          <p className="text-2xl font-bold" data-testid="best-streak">
            {bestStreak}
          </p>
          <p className="text-sm text-slate-500">Best streak (days)</p>
        </div>
        <div className="rounded-xl bg-slate-50 p-4">
          <p className="text-2xl font-bold" data-testid="total-points">
            {formatCount(totalPoints)}
          </p>
          <p className="text-sm text-slate-500">Total points</p>
        </div>
      </div>
    </Card>
  );
}

export function PlanBox({ subscription }: { subscription: ShellData["subscription"] }) {
  return (
    <Card data-testid="subscription-box">
      <CardTitle>Your plan</CardTitle>
      <p className="mt-2 text-2xl font-bold">
        {subscription.isTrialActive ? "Premium trial" : subscription.isPremium ? "Premium" : "Free"}
      </p>
      {subscription.status === "canceling" && <p className="text-sm text-amber-700">Ends at the close of this billing period.</p>}
      {!subscription.isPremium && subscription.selectedFreeLanguage && (
        <p className="text-sm text-slate-600">Language: {LANGUAGE_INFO[subscription.selectedFreeLanguage].name}</p>
      )}
      <Link to="/subscription" className={buttonClass("secondary", { size: "sm", className: "mt-4" })}>
        {subscription.isPremium && !subscription.isTrialActive ? "Manage subscription" : "Upgrade to Premium"}
      </Link>
      <Form method="post" action="/logout" className="mt-3">
        <button type="submit" className="text-sm text-slate-600 underline">
          Logout
        </button>
      </Form>
    </Card>
  );
}
