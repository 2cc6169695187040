// The one way a page form is handled: who may post (guards.server.ts), then the intent the form
// names, its zod schema through Conform's parseWithZod, then `run`. A refusal is the form's reply:
// Conform's submission result (field messages, the values to show again, never a password). Bad
// fields are a 400 that the fields themselves show; an HttpError thrown by `run` (or by `authorize`,
// before the body is read) keeps its own status and words, and comes with a toast naming the failure.
// Success is whatever `run` answers: mostly a redirect with a flashed toast, so a form works the
// same before JavaScript loads.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext, type Params } from "react-router";
import type { z } from "zod";
import type { FormReply } from "../domain/validation";
import type { Toast } from "../domain/views";
import { NOT_SIGNED_IN, type FormGuard } from "./guards.server";
import { HttpError } from "./http.server";

export const NOT_A_FORM = "This page accepts form posts only (application/x-www-form-urlencoded or multipart/form-data).";
export const UNKNOWN_FORM_ACTION = "Unknown form action.";

/** What a refused form post answers; each screen's reply type (AuthReply, ProfileReply, ...) is this shape. */
export interface FormRefusal {
  intent: string;
  result: FormReply;
  /** For a refusal by the server (the fields show their own messages). */
  toast?: Toast;
}

interface ActionArgs {
  request: Request;
  context: AppLoadContext;
  params: Params;
}

export type FormArgs<W> = ActionArgs & W & { form: FormData };

export interface FormIntent<W, S extends z.ZodType> {
  schema: S;
  /** The toast's title when this form is refused ('Login failed', 'Update failed', ...). */
  failure: string;
  run: (value: z.output<S>, args: FormArgs<W>) => Promise<unknown>;
}

export interface FormSpec<W, T extends Record<string, z.ZodType>> {
  who: FormGuard<W>;
  /**
   * What a visitor posting a signed-in form gets. By default a 401 refusal, and the `_app` layout
   * shows the logged-out screen; forms posted from outside the layout send the visitor to sign in.
   */
  signedOut?: () => Response;
  /** Refusals settled before the body is read (say, the page's language is outside the plan). */
  authorize?: (args: ActionArgs & W) => Promise<void> | void;
  intents: { [K in keyof T]: FormIntent<W, T[K]> };
  /**
   * The intent of a post that names none. A form with a single intent always means that one: its
   * `intent` field, if any, is the schema's to judge.
   */
  defaultIntent?: keyof T & string;
  /** Fields never sent back to the page (passwords). */
  hideFields?: string[];
  /** Adjusts the posted fields before they are judged (a widget that names its field its own way). */
  adjust?: (form: FormData) => void;
}

/** A body that is not a form (wrong Content-Type, broken encoding) is the sender's mistake: a 400 that says so. */
async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
    throw data({ message: NOT_A_FORM }, { status: 400 });
  }
  try {
    return await request.formData();
  } catch {
    throw data({ message: NOT_A_FORM }, { status: 400 });
  }
}

function refuse(intent: string, result: FormReply, title: string, message: string, status: number, headers?: HeadersInit) {
  return data<FormRefusal>(
    { intent, result, toast: { title, description: message, variant: "destructive" } },
    { status, headers },
  );
}

function badFields(intent: string, result: FormReply) {
  return data<FormRefusal>({ intent, result }, { status: 400 });
}

const formError = (message: string): FormReply => ({ status: "error", error: { "": [message] } });

export function formAction<W, T extends Record<string, z.ZodType>>(spec: FormSpec<W, T>) {
  const names = Object.keys(spec.intents) as (keyof T & string)[];
  const fallback = spec.defaultIntent ?? names[0]!;
  const intentOf = (posted: FormDataEntryValue | null) => {
    if (names.length === 1) return names[0];
    if (posted === null) return spec.defaultIntent;
    return names.find((name) => name === posted);
  };

  return async (args: ActionArgs): Promise<unknown> => {
    // Who, and anything else settled without the body, first: a stranger learns nothing about the form.
    const who = await spec.who(args);
    if (who === null) return spec.signedOut?.() ?? refuse(fallback, formError(NOT_SIGNED_IN), "Error", NOT_SIGNED_IN, 401);
    try {
      await spec.authorize?.({ ...args, ...who });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return refuse(fallback, formError(error.message), "Error", error.message, error.status, error.headers);
    }

    const form = await readForm(args.request);
    spec.adjust?.(form);
    const name = intentOf(form.get("intent"));
    if (!name) return refuse(fallback, formError(UNKNOWN_FORM_ACTION), "Error", UNKNOWN_FORM_ACTION, 400);
    const intent = spec.intents[name];
    const submission = parseWithZod(form, { schema: intent.schema });
    const hideFields = spec.hideFields;
    if (submission.status !== "success") return badFields(name, submission.reply({ hideFields }));
    try {
      return await intent.run(submission.value as z.output<T[typeof name]>, { ...args, ...who, form });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // A module that names the field at fault (say, the e-mail already taken) gets its message there.
      const field = typeof error.extra?.field === "string" ? error.extra.field : null;
      const result = submission.reply(
        field ? { fieldErrors: { [field]: [error.message] }, hideFields } : { formErrors: [error.message], hideFields },
      );
      return refuse(name, result, intent.failure, error.message, error.status, error.headers);
    }
  };
}
