// Answers at the edges: who may ask is judged before what they asked, an empty voice name means the
// default voice, and cancelling with nothing to cancel says so whether or not payments are set up.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cancelSubscription } from "../../app/server/billing.server";
import { getConfig } from "../../app/server/env.server";
import { HttpError } from "../../app/server/http.server";
import { getServiceContext } from "../../load-context";
import { call, freeLearner, startTrial } from "./helpers";

const synth = (extra: Record<string, unknown>) => ({ text: `Ciao ${crypto.randomUUID()}`, languageCode: "it-IT", ...extra });

describe("edge answers", () => {
  it("a free learner asking for premium audio hears 403 even with a body that would not validate", async () => {
    const learner = await freeLearner("italian");
    for (const body of [synth({ voiceName: "" }), synth({ voiceName: "../../etc" }), { nonsense: true }]) {
      const response = await call("/api/audio/synthesize", { json: body, cookie: learner.cookie });
      expect(response.status).toBe(403);
      expect(response.body.message).toMatch(/Premium voices are part of Premium/);
    }
  });

  it('an empty voiceName is "the default voice" for a learner who may use premium audio', async () => {
    const learner = await freeLearner("italian");
    await startTrial(learner);
    const response = await call("/api/audio/synthesize", {
      json: synth({ voiceName: "", speakingRate: 0.9 }),
      cookie: learner.cookie,
    });
    expect(response.status).toBe(200);
    expect(atob(response.body.audioContent)).toMatch(/^ID3:it-IT-Neural2-A:0\.9:/);
  });

  it("cancelling without a subscription is a 400 with a message, with or without payment keys", async () => {
    const learner = await freeLearner("italian");
    const response = await call("/api/cancel-subscription", { method: "POST", cookie: learner.cookie });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("You have no active subscription to cancel.");

    const row = await env.DB.prepare("SELECT * FROM users WHERE email = ?").bind(learner.email).first();
    const unconfigured = { ...getConfig(env), STRIPE_SECRET_KEY: undefined };
    const user = { id: row!.id, email: learner.email, trialEndsAt: null, trialStartedAt: null } as never;
    const error = await cancelSubscription(getServiceContext(env).db, unconfigured, user, Date.now()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
  });
});
