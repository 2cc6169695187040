// The frame every profile setting shares: a titled card, a post form with its intent, the form's
// error in the page (a toast needs JavaScript, this does not), and a Save button.
import { getFormProps, type FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "../ui/button";
import { Card, CardTitle } from "../ui/card";
import { ErrorList } from "../ui/field";

export function SettingCard<S extends Record<string, unknown>>({
  title,
  intro,
  intent,
  form,
  layout = "flex flex-wrap items-center gap-3",
  children,
}: {
  title: string;
  intro?: ReactNode;
  intent: string;
  form: FormMetadata<S, string[]>;
  layout?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardTitle>{title}</CardTitle>
      {intro}
      <Form method="post" className={`mt-3 ${layout}`} {...getFormProps(form)}>
        <input type="hidden" name="intent" value={intent} />
        {children}
        <Button type="submit" variant="secondary" size="sm">
          Save
        </Button>
        <ErrorList id={form.errorId} errors={Object.values(form.allErrors).flat()} />
      </Form>
    </Card>
  );
}
