// Reset progress for one language (spec "Progress screen"): a confirmation, then DELETE /api/progress.
// The route's action does the same for a plain form post.
import { useState } from "react";
import { Form, useRevalidator } from "react-router";
import { LANGUAGE_INFO, type Language } from "../../domain/languages";
import { useToast } from "../shell/toast";

export function ResetProgress({ language }: { language: Language }) {
  const info = LANGUAGE_INFO[language];
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);

  async function reset() {
    setConfirming(false);
    try {
      const response = await fetch(`/api/progress?language=${language}`, { method: "DELETE", credentials: "include" });
      if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
      toast({ title: "Progress Reset", description: `Your ${info.name} progress has been reset successfully.` });
      revalidator.revalidate();
    } catch (error) {
      const message = error instanceof Error ? error.message : "";
      if (message.startsWith("401") && message.includes("Unauthorized")) {
        toast({ title: "You are logged out. Logging in again...", variant: "destructive" });
        setTimeout(() => window.location.assign("/api/login"), 500);
      } else {
        toast({ title: "Error", description: "Failed to reset progress. Please try again.", variant: "destructive" });
      }
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
      >
        Reset progress
      </button>
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
              <button type="button" onClick={() => setConfirming(false)} className="rounded-lg px-4 py-2 hover:bg-slate-100">
                Cancel
              </button>
              <button type="submit" className="rounded-lg bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700">
                Reset
              </button>
            </Form>
          </div>
        </div>
      )}
    </>
  );
}
