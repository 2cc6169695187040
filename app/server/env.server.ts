// Every variable and secret the Worker reads, parsed once per isolate. Required ones fail loudly;
// optional keys (payments, voices, OAuth) switch their feature to a clear "not configured" state.
import { z } from "zod";
import { isAdministrator } from "../domain/access";

const optionalSecret = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const positiveInteger = (fallback: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => {
      const n = Number(v);
      return v === undefined || v === "" || !Number.isFinite(n) || n < 1 ? fallback : Math.floor(n);
    });

const envSchema = z.object({
  APP_ENV: z.enum(["development", "test", "production"]).default("production"),
  ADMIN_EMAIL: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim().toLowerCase()),
  APP_URL: optionalSecret,
  STRIPE_SECRET_KEY: optionalSecret,
  STRIPE_PUBLISHABLE_KEY: optionalSecret,
  STRIPE_WEBHOOK_SECRET: optionalSecret,
  STRIPE_PRICE_ID: optionalSecret,
  // Lets tests point the real Stripe client at a local double of its API.
  STRIPE_API_BASE: optionalSecret,
  GOOGLE_TTS_API_KEY: optionalSecret,
  GOOGLE_TTS_API_BASE: optionalSecret,
  GOOGLE_CLIENT_ID: optionalSecret,
  GOOGLE_CLIENT_SECRET: optionalSecret,
  GITHUB_CLIENT_ID: optionalSecret,
  GITHUB_CLIENT_SECRET: optionalSecret,
  // E-mail through an HTTP API in Resend's shape; without a key, mail is not sent (see email.server.ts).
  EMAIL_API_KEY: optionalSecret,
  EMAIL_FROM: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : "Piramide <no-reply@piramide.app>")),
  EMAIL_API_URL: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : "https://api.resend.com")),
  // HMAC keys. Audio addresses and device cookies can only be minted by a server holding them;
  // `npm start` writes random ones into .dev.vars when missing.
  AUDIO_KEY_SECRET: optionalSecret,
  DEVICE_COOKIE_SECRET: optionalSecret,
  // Cloudflare Turnstile on sign-up and forgot-password, when both keys are set.
  TURNSTILE_SITE_KEY: optionalSecret,
  TURNSTILE_SECRET_KEY: optionalSecret,
  TURNSTILE_VERIFY_URL: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : "https://challenges.cloudflare.com/turnstile/v0/siteverify")),
  // Web Push (reminders): the VAPID key pair, base64url (the public key an uncompressed P-256 point,
  // the private key its 32-byte scalar), and a contact (mailto: or https:). Without all three the
  // profile does not offer push.
  VAPID_PUBLIC_KEY: optionalSecret,
  VAPID_PRIVATE_KEY: optionalSecret,
  VAPID_SUBJECT: optionalSecret,
  // Operator and development doors, each closed unless its secret is set (workers/ops-routes.ts):
  // `npm run learners:migrate --remote` calls with the first; the browser tests' fixtures with the
  // second, and only where APP_ENV is development.
  LEARNERS_MIGRATE_TOKEN: optionalSecret,
  DEV_FIXTURE_SECRET: optionalSecret,
  // Limits on abuse (whole numbers as text, like every Worker variable).
  SIGNUP_LIMIT_PER_MINUTE: positiveInteger(60),
  TTS_DAILY_CHAR_QUOTA: positiveInteger(20_000),
});

export type AppConfig = z.infer<typeof envSchema>;

/** Secrets whose absence would turn a protection off: required in production. */
export const PROTECTION_SECRETS = ["DEVICE_COOKIE_SECRET", "AUDIO_KEY_SECRET"] as const;

export interface Bindings {
  DB: D1Database;
  AUDIO: R2Bucket;
  STRIPE_EVENTS: Queue;
}

const cache = new WeakMap<object, AppConfig>();

export function getConfig(env: object): AppConfig {
  const cached = cache.get(env);
  if (cached) return cached;
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid Worker environment: ${detail}`);
  }
  // In production a protection must not switch itself off quietly: without these keys audio
  // addresses and device cookies would not be minted (docs: a missing protection secret is a missing
  // required setting). Development generates them (`npm start`), tests set them.
  if (parsed.data.APP_ENV === "production") {
    const missing = PROTECTION_SECRETS.filter((name) => !parsed.data[name]);
    if (missing.length > 0) {
      const message = `Invalid Worker environment: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} required in production (set with \`wrangler secret put\`)`;
      console.error(message);
      throw new Error(message);
    }
  }
  cache.set(env, parsed.data);
  return parsed.data;
}

export function getBindings(env: Env): Bindings {
  if (!env.DB) throw new Error("Invalid Worker environment: the D1 binding DB is missing");
  return { DB: env.DB, AUDIO: env.AUDIO, STRIPE_EVENTS: env.STRIPE_EVENTS };
}

/** Whether this learner is the admin: the configured address, and proven (domain/access.ts). */
export function isAdmin(config: AppConfig, user: { email: string; emailVerifiedAt: number | null }): boolean {
  return isAdministrator(config.ADMIN_EMAIL, user);
}
