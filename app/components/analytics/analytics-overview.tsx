// The Overview tab: users by plan with the derived rates, learning totals, and reviews per day.
import { Card, CardTitle } from "../ui/card";
import { BarChart } from "../ui/charts";
import { Stat as UiStat } from "../ui/stat";
import { derivedRates } from "../../domain/analytics";
import type { AnalyticsView } from "../../domain/analytics-view";
import { formatCount } from "../../domain/format";

function percent(n: number): string {
  return `${(n * 100).toFixed(1)}%`;
}

export function AnalyticsOverview({ analytics }: { analytics: AnalyticsView }) {
  const rates = derivedRates(analytics);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Total users" value={analytics.totalUsers} testId="total-users" />
        <Stat
          label="Premium users"
          value={analytics.premiumUsers}
          note={`Premium rate ${percent(rates.premiumRate)}`}
          testId="premium-users"
        />
        <Stat label="Free users" value={analytics.freeUsers} testId="free-users" />
        <Stat
          label="Trials"
          value={analytics.trialUsers.total}
          note={`${analytics.trialUsers.active} active · ${analytics.trialUsers.expired} expired · conversion ${percent(rates.trialConversion)}`}
          testId="trials"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Active learners (7 days)" value={analytics.userProgress.activeUsers} testId="active-users" />
        <Stat label="Sentences graduated" value={analytics.userProgress.completedSentences} testId="completed" />
        <Stat label="Points earned" value={analytics.userProgress.totalProgress} testId="total-progress" />
        <Stat label="Reviews" value={analytics.userProgress.totalReviews} testId="total-reviews" />
      </div>
      <Card>
        <CardTitle>Reviews per day, last 30 days</CardTitle>
        <BarChart
          label="Reviews per day, last 30 days"
          data={analytics.reviewsPerDay.map((d) => ({ label: d.day.slice(5), value: d.count }))}
          every={5}
        />
      </Card>
    </div>
  );
}

function Stat({ label, value, note, testId }: { label: string; value: number; note?: string; testId: string }) {
  return <UiStat label={label} value={formatCount(value)} note={note} testId={testId} />;
}
