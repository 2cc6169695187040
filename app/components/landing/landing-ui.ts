// What the landing's sections share: the call-to-action looks.
import { buttonClass } from "../ui/button";

export const cta = buttonClass("primary", { size: "lg" });
export const ctaLight = buttonClass("on-dark", { size: "lg" });
/** A visitor's way in: the sign-up card (Log In opens sign-in). */
export const SIGN_UP = "/auth?mode=signup";
