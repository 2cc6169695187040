// The auth screen's marketing panel (spec section 2): what the product does, in four lines.
const FEATURES = [
  {
    icon: "🔺",
    title: "Pyramid Learning",
    text: "A sequence that grows one sentence at a time, each graduating after 20 repetitions.",
  },
  {
    icon: "🌍",
    title: "Multi-Language Support",
    text: "Italian, Spanish, French, German and Russian, each paired with English.",
  },
  {
    icon: "🧠",
    title: "Smart Repetition",
    text: "SM-2 spaced repetition brings sentences back right before you forget them.",
  },
  {
    icon: "🎧",
    title: "Premium Audio",
    text: "Natural voices for every sentence, with your browser's voice as a fallback.",
  },
];

export function MarketingPanel() {
  return (
    <aside className="hidden flex-col justify-center bg-gradient-to-br from-brand-700 to-indigo-500 p-12 text-white md:flex">
      <h2 className="text-3xl font-bold">Learn languages one sentence at a time</h2>
      <ul className="mt-8 space-y-6">
        {FEATURES.map((f) => (
          <li key={f.title} className="flex gap-4">
            <span className="text-2xl" aria-hidden>
              {f.icon}
            </span>
            <div>
              <h3 className="font-semibold">{f.title}</h3>
              <p className="text-white/85">{f.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
