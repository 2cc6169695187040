// The brand's mark and name. Its link is the caller's (a router <Link>, or a plain <a> on the
// landing, which is rendered without the router): `logoClass` dresses either.
export function logoClass(size: "md" | "lg" = "md", className?: string): string {
  const base = `flex shrink-0 items-center gap-2 font-bold text-brand-700 ${size === "lg" ? "text-xl" : "text-lg"}`;
  return className ? `${base} ${className}` : base;
}

export function Logo() {
  return (
    <>
      <span aria-hidden>🔺</span> Piramide
    </>
  );
}
