import { describe, expect, it } from "vitest";
import { computeAchievements, type LearnerNumbers } from "./achievements";
import {
  achievementBaseline,
  achievementsToCheck,
  estimateNumbers,
  newlyUnlocked,
  type ProgressNumbers,
} from "./achievement-estimate";
import { graduationText, nextStep, stepNews } from "./milestones";
import { replayAdvances } from "./practice";
import { initialPyramid } from "./pyramid";

const upcoming = Array.from({ length: 60 }, (_, i) => i + 2);
const texts = Object.fromEntries([1, ...upcoming].map((id) => [String(id), { text: id === 1 ? "Ciao." : `S${id}` }]));

describe("nextStep and stepNews", () => {
  it("the first Continue of a new learner adds a sentence and shows the first one again", () => {
    const step = nextStep(initialPyramid(1), upcoming, 1);
    expect(step.event).toBe("grow");
    expect(step.state.currentSequence).toEqual([1, 2]);
    expect(stepNews(step, texts)).toEqual({ added: { id: 2, text: "S2" }, graduated: null });
  });

  it("a plain practice step says nothing", () => {
    const { state } = replayAdvances(initialPyramid(1), 1, upcoming, 1);
    expect(stepNews(nextStep(state, upcoming, 2), texts)).toEqual({ added: null, graduated: null });
  });

  it("the 210th Continue graduates the first sentence for 51 points and adds the next one", () => {
    const before = replayAdvances(initialPyramid(1), 209, upcoming, 1);
    const highest = Math.max(...before.state.currentSequence);
    const step = nextStep(before.state, upcoming, highest);
    const news = stepNews(step, texts);
    expect(news.graduated).toEqual({ id: 1, text: "Ciao.", points: 51 });
    expect(news.added).toEqual({ id: 21, text: "S21" });
    expect(graduationText(news.graduated!)).toBe('"Ciao." +51 points');
    // The same step as the batch rule the server applies.
    expect(step.state).toEqual(replayAdvances(initialPyramid(1), 210, upcoming, 1).state);
  });

  it("the 230th graduates the second one, and its points pass 500 (Points Champion) in the same step", () => {
    const before = replayAdvances(initialPyramid(1), 229, upcoming, 1);
    expect(before.state.points).toBeLessThan(500);
    const step = nextStep(before.state, upcoming, 21);
    expect(stepNews(step, texts).graduated).toEqual({ id: 2, text: "S2", points: 51 });
    expect(step.state.points).toBeGreaterThanOrEqual(500);
  });

  it("takes the next unused sentence above everything the server has seen", () => {
    const step = nextStep(initialPyramid(1), upcoming, 5);
    expect(step.addedId).toBe(6);
  });

  it("a restart of a sentence that is itself shown (an emptied pyramid) is not news", () => {
    const empty = { ...initialPyramid(null), points: 5 };
    const step = nextStep(empty, [7], 6);
    expect(step.event).toBe("start");
    expect(stepNews(step, texts).added).toBeNull();
  });
});

describe("achievements a synced answer may have unlocked", () => {
  const numbers: LearnerNumbers = { sentencesReached: 3, totalRepetitions: 18, streak: 1, reviewPile: 0, points: 60 };
  const at: ProgressNumbers = { points: 60, totalRepetitions: 18, highestSentenceId: 3, graduatedCount: 0, streak: 1 };
  const baseline = achievementBaseline(computeAchievements(numbers), at);

  it("reads the exact numbers back from the server's list", () => {
    expect(baseline.numbers).toEqual(numbers);
    expect(baseline.unlocked).toEqual(["first_steps"]);
  });

  it("nothing to ask while no threshold is crossed", () => {
    expect(achievementsToCheck(baseline, { ...at, totalRepetitions: 19, points: 61 })).toEqual([]);
  });

  it("asks when the answer crosses a threshold", () => {
    expect(achievementsToCheck(baseline, { ...at, totalRepetitions: 20, points: 62 })).toEqual(["dedicated_learner"]);
    expect(achievementsToCheck(baseline, { ...at, totalRepetitions: 40, points: 100 })).toEqual([
      "dedicated_learner",
      "point_collector",
    ]);
    expect(achievementsToCheck(baseline, { ...at, streak: 2 })).toEqual(["consistent"]);
    expect(achievementsToCheck(baseline, { ...at, graduatedCount: 5 })).toEqual(["reviewer"]);
  });

  it("estimates sentences reached from the highest sentence (never under)", () => {
    expect(estimateNumbers(baseline, { ...at, highestSentenceId: 25 }).sentencesReached).toBe(25);
    expect(achievementsToCheck(baseline, { ...at, highestSentenceId: 25 })).toEqual(["getting_started"]);
  });

  it("announces only what the server says is newly unlocked", () => {
    const server = computeAchievements({ ...numbers, totalRepetitions: 20 });
    expect(newlyUnlocked(baseline, server).map((a) => a.title)).toEqual(["Dedicated Learner"]);
    expect(newlyUnlocked(baseline, computeAchievements(numbers))).toEqual([]);
  });

  it("a new learner's first Continue asks about First Steps", () => {
    const fresh = achievementBaseline(
      computeAchievements({ sentencesReached: 0, totalRepetitions: 0, streak: 0, reviewPile: 0, points: 0 }),
      { points: 0, totalRepetitions: 0, highestSentenceId: 1, graduatedCount: 0, streak: 0 },
    );
    expect(
      achievementsToCheck(fresh, { points: 11, totalRepetitions: 1, highestSentenceId: 2, graduatedCount: 0, streak: 1 }),
    ).toEqual(["first_steps"]);
  });
});
