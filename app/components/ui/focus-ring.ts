// The keyboard's focus ring, one for the whole app: it shows for keyboard focus only (not on a
// click) and is dark enough to be seen on every light background the screens have (white, brand,
// red, green, orange). On the landing's dark sections the ring is white instead.
export const FOCUS_RING =
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-slate-900 focus-visible:outline-solid";

export const FOCUS_RING_ON_DARK =
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white focus-visible:outline-solid";
