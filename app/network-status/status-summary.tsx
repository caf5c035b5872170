import type { NetworkStatusWords } from "../content/network-status";
import type { EmirateState, StatusView, SummaryLevel } from "./status-view";

/**
 * Each level's colours, every pair of text and background at least AA, and its icon: the
 * words carry the state, the colour and the shape only repeat it.
 */
const levelStyle: Record<SummaryLevel, { box: string; icon: IconShape }> = {
  outage: { box: "border-red-700 bg-red-50 text-red-900", icon: "cross" },
  degradation: { box: "border-amber-600 bg-amber-50 text-amber-950", icon: "warning" },
  planned: { box: "border-amber-600 bg-amber-50 text-amber-950", icon: "clock" },
  ok: { box: "border-green-700 bg-green-50 text-green-900", icon: "tick" },
  unknown: { box: "border-slate-500 bg-slate-100 text-slate-900", icon: "question" },
};

const stateStyle: Record<EmirateState, { text: string; icon: IconShape }> = {
  outage: { text: "text-red-800", icon: "cross" },
  degradation: { text: "text-amber-800", icon: "warning" },
  planned: { text: "text-amber-800", icon: "clock" },
  "planned-ahead": { text: "text-ink", icon: "calendar" },
  ok: { text: "text-green-800", icon: "tick" },
};

/**
 * The top of the page: the network's state by the worst notice in force, in words, colour and
 * shape, with when the notices were read; then one line per emirate, each leading to its check.
 */
export function StatusSummary({ words, view }: { words: NetworkStatusWords; view: StatusView }) {
  const { level, checkedAt } = view.summary;
  const style = levelStyle[level];
  return (
    <section aria-labelledby="summary-heading" className="mt-6">
      <div
        data-level={level}
        className={`flex items-start gap-4 rounded-xl border-2 border-s-8 p-5 sm:p-6 ${style.box}`}
      >
        <StatusIcon shape={style.icon} className="h-8 w-8 shrink-0" />
        <div>
          <h2 id="summary-heading" className="text-xl font-bold sm:text-2xl">
            {words.banner.levels[level]}
          </h2>
          {checkedAt ? (
            <p className="mt-1 text-sm font-medium sm:text-base">
              <time dateTime={checkedAt.iso}>{checkedAt.text}</time>
            </p>
          ) : null}
        </div>
      </div>
      {level === "unknown" ? null : (
        <>
          <h3 id="emirates-heading" className="mt-6 text-lg font-semibold text-brand-900">
            {words.emirates.heading}
          </h3>
          <ul
            aria-labelledby="emirates-heading"
            className="mt-2 divide-y divide-line rounded-xl border border-line bg-surface"
          >
            {view.emirates.map((emirate) => {
              const state = stateStyle[emirate.state];
              return (
                <li key={emirate.id} data-emirate={emirate.id} data-state={emirate.state}>
                  <a
                    href={emirate.href}
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-brand-50"
                  >
                    <span className="font-semibold text-brand-700 underline underline-offset-4">
                      {emirate.name}
                    </span>
                    <span className="sr-only">{words.separator}</span>
                    <span className={`flex items-center gap-2 font-medium ${state.text}`}>
                      <StatusIcon shape={state.icon} className="h-5 w-5 shrink-0" />
                      {words.emirates.states[emirate.state]}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

type IconShape = "tick" | "warning" | "cross" | "clock" | "calendar" | "question";

const shapes: Record<IconShape, string[]> = {
  tick: ["M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z", "M8 12.5l2.75 2.75L16.5 9.5"],
  warning: ["M12 3.5L2.5 20h19L12 3.5z", "M12 10v4.5", "M12 17.25v.01"],
  cross: ["M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z", "M9 9l6 6", "M15 9l-6 6"],
  clock: ["M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z", "M12 7.5V12l3 2"],
  calendar: ["M4 6h16v14H4z", "M4 10h16", "M8 3.5v4", "M16 3.5v4"],
  question: [
    "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z",
    "M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6",
    "M12 17v.01",
  ],
};

/** A state's shape, drawn in the text's colour; decorative, as the words beside it say it. */
function StatusIcon({ shape, className }: { shape: IconShape; className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {shapes[shape].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
