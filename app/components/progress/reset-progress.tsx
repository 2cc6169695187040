// Reset progress for one language (spec "Progress screen"): a confirmation, then DELETE /api/progress.
// The route's action does the same for a plain form post.
import { useState } from "react";
import { Form, useRevalidator } from "react-router";
import { LANGUAGE_INFO, type Language } from "../../domain/languages";
import { api, ApiError, query } from "../shell/api-client";
import { sayLoggedOutAndSignIn } from "../shell/logged-out";
import { toast } from "../shell/toast";
import { Button } from "../ui/button";

export function ResetProgress({ language }: { language: Language }) {
  const info = LANGUAGE_INFO[language];
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);

  async function reset() {
    setConfirming(false);
    try {
      await api.delete(`/api/progress${query({ language })}`);
      toast({ title: "Progress Reset", description: `Your ${info.name} progress has been reset successfully.` });
      void revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) sayLoggedOutAndSignIn();
      else toast({ title: "Error", description: "Failed to reset progress. Please try again.", variant: "destructive" });
    }
  }

  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
        Reset progress
      </Button>
      {confirming && (
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
          <div
            role="alertdialog"
            aria-modal="true"
            aria-labelledby="reset-title"
            className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
          >
            <h2 id="reset-title" className="text-xl font-bold">
              Reset your {info.name} progress?
            </h2>
            <p className="mt-2 text-slate-600">
              This deletes your pyramid, points, streak and review schedule for {info.name}. Your other languages are not
              affected. This cannot be undone.
            </p>
            <Form
              method="post"
              className="mt-6 flex justify-end gap-3"
              onSubmit={(e) => {
                e.preventDefault();
                void reset();
              }}
            >
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="danger-solid">
                Reset
              </Button>
            </Form>
          </div>
        </div>
      )}
    </>
  );
}
