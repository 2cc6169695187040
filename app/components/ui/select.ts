// A select's look, in forms and toolbars alike; max-w-full so a long option never widens the page.
// Its own module: the learn and review screens' toolbars use it without field.tsx, which brings
// Conform's field helpers (issue #31: no form code on screens without a form).
export const SELECT_CLASS = "max-w-full min-w-0 rounded-lg border border-slate-300 px-2 py-1";
