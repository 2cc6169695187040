// Rates the analytics screen derives (spec section 2 "Analytics"). Pure.
export function derivedRates(a: { totalUsers: number; premiumUsers: number; trialUsers: { total: number } }) {
  const premiumRate = a.totalUsers > 0 ? a.premiumUsers / a.totalUsers : 0;
  const trialBase = a.trialUsers.total + a.premiumUsers;
  const trialConversion = trialBase > 0 ? a.premiumUsers / trialBase : 0;
  return { premiumRate, trialConversion };
}
