// Every variable and secret the Worker reads, parsed once per isolate. Required ones fail loudly;
// optional keys (payments, voices, OAuth) switch their feature to a clear "not configured" state.
import { z } from "zod";

const optionalSecret = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

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
});

export type AppConfig = z.infer<typeof envSchema>;

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
  cache.set(env, parsed.data);
  return parsed.data;
}

export function getBindings(env: Env): Bindings {
  if (!env.DB) throw new Error("Invalid Worker environment: the D1 binding DB is missing");
  return { DB: env.DB, AUDIO: env.AUDIO, STRIPE_EVENTS: env.STRIPE_EVENTS };
}

export function isAdminEmail(config: AppConfig, email: string): boolean {
  return config.ADMIN_EMAIL !== "" && email.trim().toLowerCase() === config.ADMIN_EMAIL;
}
