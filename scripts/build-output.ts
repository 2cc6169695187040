// What `react-router build` may print: the lines of a healthy build (progress and the file list),
// and anything else, which is a warning or an error someone must read. `scripts/quiet-build.ts`
// uses it so `npm start` shows one line for a healthy build and `npm test` fails on a new warning.

/** Progress and results of a healthy build. */
const HEALTHY = [
  /^$/,
  /^vite v\S+ building \S+ environment for production\.\.\.$/,
  /^(transforming|rendering chunks|computing gzip size)\.\.\.$/,
  /^✓ \d+ modules? transformed\.$/,
  /^✓ built in [\d.]+ ?m?s$/,
  /^✓ \d+ assets? cleaned from React Router server build\.$/,
  // The file list, and the CSS the server build drops because the client build already has it.
  // Every route gets a client chunk (React Router makes each route file a client entry), so the
  // resource routes (api.*, logout, settings.language) list as 0.00 kB files: no code, no warning.
  /^build\/\S+(\s+[\d.,]+ kB(\s+│ (gzip|map): +[\d.,]+ kB)*)?$/,
  // The language choice is lazy on '/' (the learn screen's weight) and eager on its own page,
  // /language-selection: Rolldown notes that the eager import keeps it whole there, which is the intent.
  /^\[INEFFECTIVE_DYNAMIC_IMPORT\] app\/components\/language-choice\/language-choice\.tsx is dynamically imported by app\/routes\/_index\.tsx but also statically imported by app\/routes\/_app\.language-selection\.tsx/,
  // The answer checker is fetched by the review screen when a learner types; the server judges posted
  // answers with it directly, so the server build (one bundle, no chunks to move) holds it whole.
  /^\[INEFFECTIVE_DYNAMIC_IMPORT\] app\/domain\/answer-check\.ts is dynamically imported by app\/components\/review\/use-review-answer\.ts but also statically imported by app\/server\/review\.server\.ts/,
];

/**
 * Printed by a dependency about itself, with nothing we can change: dropped, with the reason.
 * @react-router/dev 7.18 starts internal Vite servers with `envFile: false` (to read
 * react-router.config.ts and to compile route exports), and Vite 8 deprecates that option, so each
 * of them logs this. Our vite.config.ts never reaches those servers. Remove the entry when
 * @react-router/dev passes `envDir: false` instead.
 */
export const UPSTREAM_NOISE = [/^The `envFile` option is deprecated, please use `envDir: false` instead\.$/];

// Colour codes start with the escape character (written by code: a control character in a regular
// expression literal reads as a mistake).
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

export interface BuildOutput {
  /** Lines someone should read: warnings, errors, anything a healthy build does not print. */
  problems: string[];
  /** Lines dropped as known upstream noise. */
  upstream: number;
  /** Files the build wrote (from its file list). */
  files: number;
}

export function classifyBuildOutput(text: string): BuildOutput {
  const result: BuildOutput = { problems: [], upstream: 0, files: 0 };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(ANSI, "").trim();
    if (UPSTREAM_NOISE.some((pattern) => pattern.test(line))) result.upstream += 1;
    else if (!HEALTHY.some((pattern) => pattern.test(line))) result.problems.push(raw.replace(ANSI, ""));
    else if (/ kB/.test(line)) result.files += 1;
  }
  return result;
}
