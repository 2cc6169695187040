// Anonymous leaderboard names: stable per learner, the same in every language, never derived from
// the e-mail. The same formula runs in SQL (workers/leaderboard.ts), so it is written once here.
export const ADJECTIVES = [
  "Brave",
  "Calm",
  "Clever",
  "Curious",
  "Daring",
  "Eager",
  "Gentle",
  "Happy",
  "Jolly",
  "Keen",
  "Lively",
  "Lucky",
  "Mighty",
  "Nimble",
  "Patient",
  "Quick",
  "Quiet",
  "Radiant",
  "Rapid",
  "Sharp",
  "Shiny",
  "Steady",
  "Sunny",
  "Swift",
  "Tidy",
  "Witty",
  "Bold",
  "Bright",
  "Cosy",
  "Fearless",
  "Merry",
  "Wise",
] as const;

export const ANIMALS = [
  "Badger",
  "Beaver",
  "Bison",
  "Crane",
  "Dolphin",
  "Eagle",
  "Falcon",
  "Fox",
  "Gecko",
  "Hare",
  "Hedgehog",
  "Heron",
  "Ibex",
  "Koala",
  "Lynx",
  "Marten",
  "Moose",
  "Otter",
  "Owl",
  "Panda",
  "Panther",
  "Penguin",
  "Puffin",
  "Raven",
  "Robin",
  "Salmon",
  "Seal",
  "Sparrow",
  "Tiger",
  "Turtle",
  "Walrus",
  "Wolf",
] as const;

// Multipliers co-prime with the list lengths spread neighbouring ids over different names.
const ADJECTIVE_STEP = 7;
const ANIMAL_STEP = 13;
const NUMBER_STEP = 37;

export function anonymousName(userId: number): string {
  const adjective = ADJECTIVES[(userId * ADJECTIVE_STEP) % ADJECTIVES.length]!;
  const animal = ANIMALS[(Math.floor(userId / ADJECTIVES.length) * ANIMAL_STEP) % ANIMALS.length]!;
  const number = ((userId * NUMBER_STEP) % 90) + 10;
  return `${adjective} ${animal} ${number}`;
}

/**
 * The same formula as SQL over a user id column; `?adjectives` and `?animals` are the JSON arrays
 * bound as the first two parameters.
 */
export function anonymousNameSql(idColumn: string): string {
  return `json_extract(?1, '$[' || ((${idColumn} * ${ADJECTIVE_STEP}) % ${ADJECTIVES.length}) || ']') || ' ' ||
    json_extract(?2, '$[' || (((${idColumn} / ${ADJECTIVES.length}) * ${ANIMAL_STEP}) % ${ANIMALS.length}) || ']') || ' ' ||
    (((${idColumn} * ${NUMBER_STEP}) % 90) + 10)`;
}

/** The formula's multipliers, for SQL that computes the same names set-wise (workers/leaderboard.ts). */
export const ANONYMOUS_NAME_STEPS = { adjective: ADJECTIVE_STEP, animal: ANIMAL_STEP, number: NUMBER_STEP } as const;

export const LEADERBOARD_LIMIT = 10;
export const MAX_LEADERBOARD_LIMIT = 50;
