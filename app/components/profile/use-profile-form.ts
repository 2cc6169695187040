// One profile setting's Conform form: its last answer (when it was this form's), the stored value
// as the default, and the browser-side check with the server's schema.
import { useForm, type DefaultValue } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData } from "react-router";
import type { z } from "zod";
import type { ProfileIntent, ProfileReply } from "../../domain/validation";

export function useProfileForm<S extends z.ZodObject>(
  intent: ProfileIntent,
  schema: S,
  defaultValue: Record<string, string | boolean | undefined>,
) {
  const reply = useActionData<ProfileReply>();
  return useForm<z.input<S>, z.output<S>>({
    id: `profile-${intent}`,
    lastResult: reply?.intent === intent ? reply.result : undefined,
    defaultValue: defaultValue as DefaultValue<z.input<S>>,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
