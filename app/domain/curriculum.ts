// The curriculum's shape: 5 levels × 5 focus subsections, 200 sentence ids each. Ids grow with the
// curriculum so that the pyramid, which always takes the lowest unused id, walks it in order.
export const SENTENCES_PER_SUBSECTION = 200;
export const SENTENCES_PER_LEVEL = 1000;

export interface Subsection {
  level: number;
  index: number; // 1-5 within the level
  title: string;
  slug: string;
  firstId: number;
  lastId: number;
}

export const LEVEL_TITLES = ["Basic", "Elementary", "Intermediate", "Upper Intermediate", "Advanced"] as const;

const SUBSECTION_TITLES: string[][] = [
  ["Basic Greetings", "Actions & Emotions", "Daily Activities", "Family & Relationships", "Time & Weather"],
  ["Conjunctions & Plurals", "Places & Locations", "Asking for Help", "Simple Descriptions", "Past Tense Basics"],
  ["Past Tense Mastery", "Compound Sentences", "Future Tense", "Conditional Mood", "Relative Clauses"],
  ["Complex Sentences", "Passive Voice", "Subjunctive Mood", "Indirect Speech", "Cultural Expressions"],
  ["Complex Structures", "Professional Language", "Technical Vocabulary", "Literary Expressions", "Philosophical Thought"],
];

// Longest sentence (in words, in any language) each level allows; the content checker enforces it.
export const MAX_WORDS_PER_LEVEL = [10, 14, 18, 24, 32] as const;

function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const SUBSECTIONS: Subsection[] = SUBSECTION_TITLES.flatMap((titles, levelIndex) =>
  titles.map((title, i) => {
    const firstId = levelIndex * SENTENCES_PER_LEVEL + i * SENTENCES_PER_SUBSECTION + 1;
    return {
      level: levelIndex + 1,
      index: i + 1,
      title,
      slug: slugify(title),
      firstId,
      lastId: firstId + SENTENCES_PER_SUBSECTION - 1,
    };
  }),
);

export function subsectionFileName(s: Subsection): string {
  return `L${s.level}-${s.index}-${s.slug}.tsv`;
}

/** Curriculum level (1-5) of a sentence id; 0 for an id below the first. */
export function levelOfSentence(id: number): number {
  if (id < 1) return 0;
  return Math.min(LEVEL_TITLES.length, Math.floor((id - 1) / SENTENCES_PER_LEVEL) + 1);
}
