import { averageDownloadSpeed, type PackagePeriod, packagePeriods } from "../domain/catalog";
import { CheckList } from "../components/check-list";
import type { HomeContent } from "../content/home";
import type { PackageView } from "../content/catalog-view";
import { Island } from "../islands/island";
import { PackageCard } from "./package-card";
import { SpeedCounter } from "./speed-counter";
import type { speedCounterIsland } from "./speed-counter-island";

/** Its declaration's name, checked against its type: the page does not import it. */
const SPEED_COUNTER_ISLAND: typeof speedCounterIsland.name = "speed-counter";

interface PackageTabsProps {
  words: HomeContent["internet"];
  packages: PackageView[];
  speedText: string;
}

const defaultPeriod: PackagePeriod = "daily";
const radioId = (period: PackagePeriod) => `package-period-${period}`;
const panelId = (period: PackagePeriod) => `package-panel-${period}`;

/**
 * Each panel shows while its radio is checked. Written out whole so Tailwind finds the
 * classes; a new period fails the type check until it has its rule.
 */
const shownWhenChecked: Record<PackagePeriod, string> = {
  daily: "group-has-[#package-period-daily:checked]/packages:block",
  weekly: "group-has-[#package-period-weekly:checked]/packages:block",
  monthly: "group-has-[#package-period-monthly:checked]/packages:block",
};

/**
 * Daily, Weekly and Monthly packages behind a radio group styled as tabs. The browser checks
 * the radios and CSS shows the checked one's panel, so the switch works from the first paint,
 * with or without JavaScript, and arrow keys move through the options in the reading
 * direction natively. No client state, so no script: only the speed counter inside is an
 * island (docs/decisions/021-package-tabs-as-a-radio-group.md and 029).
 */
export function PackageTabs({ words, packages, speedText }: PackageTabsProps) {
  return (
    <div className="group/packages mt-8">
      <fieldset className="inline-flex flex-wrap gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-gulf-100">
        <legend className="sr-only">{words.tabListLabel}</legend>
        {packagePeriods.map((period) => (
          <label
            key={period}
            htmlFor={radioId(period)}
            className="flex min-h-11 cursor-pointer items-center rounded-lg px-5 py-2 font-semibold text-ink-muted hover:text-brand-800 has-checked:bg-brand-900 has-checked:text-white has-checked:hover:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name="package-period"
              id={radioId(period)}
              value={period}
              defaultChecked={period === defaultPeriod}
              aria-controls={panelId(period)}
              className="sr-only"
            />
            {words.tabs[period].label}
          </label>
        ))}
      </fieldset>
      {packagePeriods.map((period) => (
        <div
          key={period}
          id={panelId(period)}
          className={`mt-5 hidden rounded-2xl ${shownWhenChecked[period]}`}
        >
          <h3 className="sr-only">{words.tabs[period].heading}</h3>
          <div className="grid gap-4 lg:grid-cols-[1fr_2fr] lg:gap-6">
            {period === "daily" ? (
              <Island
                name={SPEED_COUNTER_ISLAND}
                component={SpeedCounter}
                props={{
                  label: words.speed.label,
                  unit: words.speed.unit,
                  target: averageDownloadSpeed.mbps,
                  stepMs: averageDownloadSpeed.stepMs,
                  finalText: speedText,
                }}
              />
            ) : null}
            {period === "weekly" ? (
              <div className="rounded-2xl bg-white p-5 ring-1 ring-gulf-100">
                <h4 className="font-semibold text-brand-900">{words.weeklyFeaturesHeading}</h4>
                <CheckList items={words.weeklyFeatures} className="mt-3 space-y-2" />
              </div>
            ) : null}
            <ul
              className={`grid grid-cols-2 gap-3 sm:gap-4 ${period === "monthly" ? "lg:col-span-2 lg:grid-cols-3" : ""}`}
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
