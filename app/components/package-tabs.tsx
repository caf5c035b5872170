import { type KeyboardEvent, useRef, useState } from "react";
import { averageDownloadSpeed, type PackagePeriod, packagePeriods } from "~/content/catalog";
import { CheckList } from "./check-list";
import type { HomeContent } from "~/content/types";
import type { PackageView } from "~/lib/catalog-view";
import { PackageCard } from "./package-card";
import { SpeedCounter } from "./speed-counter";

interface PackageTabsProps {
  words: HomeContent["internet"];
  packages: PackageView[];
  speedText: string;
}

/** Which tab a key moves to, or undefined for keys the tab list does not handle. */
function nextTabIndex(key: string, current: number, count: number, rtl: boolean) {
  const forward = rtl ? "ArrowLeft" : "ArrowRight";
  const backward = rtl ? "ArrowRight" : "ArrowLeft";
  if (key === forward) return (current + 1) % count;
  if (key === backward) return (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}

/**
 * Daily, Weekly and Monthly packages as WAI-ARIA tabs: arrow keys follow the reading
 * direction, Home and End jump to the ends, selection follows focus. Without JavaScript the
 * tab list is hidden and every panel shows (see no-script-css.ts).
 */
export function PackageTabs({ words, packages, speedText }: PackageTabsProps) {
  const [selected, setSelected] = useState<PackagePeriod>("daily");
  const tabs = useRef(new Map<PackagePeriod, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const index = nextTabIndex(
      event.key,
      packagePeriods.indexOf(selected),
      packagePeriods.length,
      rtl,
    );
    const period = index === undefined ? undefined : packagePeriods[index];
    if (!period) return;
    event.preventDefault();
    setSelected(period);
    tabs.current.get(period)?.focus();
  }

  return (
    <div className="mt-10">
      <div
        role="tablist"
        aria-label={words.tabListLabel}
        data-js-only
        className="inline-flex flex-wrap gap-1 rounded-xl bg-surface-muted p-1"
      >
        {packagePeriods.map((period) => (
          <button
            key={period}
            ref={(button) => {
              if (button) tabs.current.set(period, button);
            }}
            type="button"
            role="tab"
            id={`tab-${period}`}
            aria-selected={period === selected}
            aria-controls={`panel-${period}`}
            tabIndex={period === selected ? 0 : -1}
            onClick={() => setSelected(period)}
            onKeyDown={onKeyDown}
            className="min-h-11 rounded-lg px-5 py-2 font-semibold text-ink-muted hover:text-brand-800 aria-selected:bg-surface aria-selected:text-brand-800 aria-selected:shadow"
          >
            {words.tabs[period].label}
          </button>
        ))}
      </div>
      {packagePeriods.map((period) => (
        <div
          key={period}
          role="tabpanel"
          id={`panel-${period}`}
          aria-labelledby={`tab-${period}`}
          hidden={period !== selected}
          tabIndex={0}
          className="mt-6 rounded-2xl"
        >
          <h3 data-no-js-visible className="sr-only text-xl font-semibold text-brand-900">
            {words.tabs[period].heading}
          </h3>
          <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
            {period === "daily" ? (
              <SpeedCounter
                label={words.speed.label}
                unit={words.speed.unit}
                target={averageDownloadSpeed.mbps}
                stepMs={averageDownloadSpeed.stepMs}
                finalText={speedText}
              />
            ) : null}
            {period === "weekly" ? (
              <div className="rounded-2xl bg-brand-50 p-6">
                <h4 className="font-semibold text-brand-900">{words.weeklyFeaturesHeading}</h4>
                <CheckList items={words.weeklyFeatures} className="mt-3 space-y-2" />
              </div>
            ) : null}
            <ul
              className={`grid gap-4 sm:grid-cols-2 ${period === "monthly" ? "lg:col-span-2 lg:grid-cols-3" : ""}`}
            >
              {packages
                .filter((pack) => pack.period === period)
                .map((pack) => (
                  <li key={pack.id}>
                    <PackageCard pack={pack} labels={words.labels} />
                  </li>
                ))}
            </ul>
          </div>
        </div>
      ))}
    </div>
  );
}
