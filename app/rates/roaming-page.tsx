import { CheckList } from "../components/check-list";
import type { RoamingContent } from "../content/rates";
import type { Phrase } from "../i18n/bidi";
import { LtrText } from "../i18n/ltr-text";
import { DestinationFinder, LetterIndex } from "./destination-finder";
import type { FinderView } from "./finder-view.server";
import { RateColumns, RateTable, type RateGroupView } from "./rate-table";
import { RatesPageFrame } from "./rates-page-frame";
import type { RoamingFigures, RoamingZoneFigures } from "./roaming-view.server";

interface RoamingPageProps {
  content: RoamingContent;
  finder: FinderView;
  zones: RoamingZoneFigures[];
  groups: RateGroupView<RoamingFigures>[];
  callsHref: string;
  /** The date the roaming prices hold from, as a sentence. */
  pricesFrom: string;
  structuredData: unknown;
}

/** The id of the page's table of destinations, which the finder filters. */
const TABLE_ID = "roaming-rates";

/**
 * A zone's day pass and pay-as-you-go cells, in the columns' order; each call's price is
 * labelled with its direction, so no figure in the calls cell stands without its words.
 */
function ZoneCells({
  figures,
  callLabels,
}: {
  figures: RoamingZoneFigures;
  callLabels: RoamingContent["callLabels"];
}) {
  return (
    <>
      <td>
        <b>{figures.dayPassPrice}</b>
        {figures.dayPassAllowance ? <small>{figures.dayPassAllowance}</small> : null}
      </td>
      <td className="call-prices">
        <small>{callLabels.toUaeOrLocal}</small> {figures.callsToUaeOrLocal}
        <small>{callLabels.toOtherCountry}</small> {figures.callsToOtherCountry}
        <small>{callLabels.received}</small> {figures.callsReceived}
      </td>
      <td>{figures.sms}</td>
      <td>{figures.data}</td>
    </>
  );
}

/**
 * The name of a zone as the page writes it: `Zone B`, `المنطقة ب`, a Latin letter as a run;
 * a zone named in words (ships, aircraft and satellite) by its words alone.
 */
function ZoneName({
  words,
  figures,
}: {
  words: RoamingContent["zoneName"];
  figures: RoamingZoneFigures;
}) {
  const zone = figures.zone;
  if (figures.zoneInWords) return <>{zone}</>;
  return (
    <>
      {words.before} {/^[A-Za-z0-9]+$/.test(zone) ? <LtrText>{zone}</LtrText> : zone}
      {words.after}
    </>
  );
}

/** A part of the page that states rules, one sentence each, under its heading. */
function RulesSection({
  id,
  heading,
  items,
}: {
  id: string;
  heading: string;
  items: readonly Phrase[];
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-brand-900">
        {heading}
      </h2>
      <CheckList items={items} className="mt-3 space-y-2" />
    </section>
  );
}

/**
 * What using the line abroad costs in every destination, and the rules that hold the bill:
 * the roaming day and the lower of pay-as-you-go and the pass (with two days worked out),
 * what the pass covers, each zone's rates by call direction, the cap and its alerts, and
 * what to do from abroad.
 */
export function RoamingPage({
  content,
  finder,
  zones,
  groups,
  callsHref,
  pricesFrom,
  structuredData,
}: RoamingPageProps) {
  const { columns, rules, callLabels } = content;
  const rateHeaders = [columns.dayPass, columns.calls, columns.sms, columns.data];
  const columnWidths = ["w-[26%]", "w-[20%]", "w-[26%]", "w-[13%]", "w-[15%]"];
  return (
    <RatesPageFrame
      heading={content.heading}
      intro={content.intro}
      pricesFrom={pricesFrom}
      structuredData={structuredData}
      notes={{
        id: "roaming-day",
        heading: content.dayHeading,
        items: [rules.roamingDay, rules.freeUse, rules.lowerOf, rules.billingSteps],
      }}
      otherPage={{ href: callsHref, label: content.callsLink }}
    >
      <RulesSection id="examples" heading={content.examplesHeading} items={content.examples} />
      <RulesSection
        id="day-pass"
        heading={content.passHeading}
        items={[rules.passCovers, rules.pastPassMinutes, rules.passDataUsedUp]}
      />
      <section aria-labelledby="zones-heading" className="mt-10">
        <h2 id="zones-heading" className="text-xl font-semibold text-brand-900">
          {content.zonesHeading}
        </h2>
        <p className="mt-2 text-ink-muted">{content.zonesIntro}</p>
        <table className="rate-table">
          <caption className="sr-only">{content.zonesHeading}</caption>
          <RateColumns
            destinationHeader={columns.zone}
            headers={rateHeaders}
            columnWidths={columnWidths}
          />
          <tbody>
            {zones.map((zone) => (
              <tr key={zone.zone}>
                <th scope="row">
                  <ZoneName words={content.zoneName} figures={zone} />
                </th>
                <ZoneCells figures={zone} callLabels={callLabels} />
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-ink-muted">{rules.shipsNoPass}</p>
      </section>
      <RulesSection
        id="safeguards"
        heading={content.safeguardsHeading}
        items={[rules.cap, rules.alerts, rules.welcome]}
      />
      <RulesSection
        id="abroad"
        heading={content.abroadHeading}
        items={[rules.dataOff, rules.careFromAbroad]}
      />
      <div className="mt-10">
        <DestinationFinder finder={finder} tableId={TABLE_ID} />
        <LetterIndex finder={finder} />
        <RateTable
          id={TABLE_ID}
          heading={content.tableCaption}
          columnWidths={columnWidths}
          destinationHeader={columns.destination}
          headers={rateHeaders}
          groups={groups}
          rowNote={(figures) =>
            figures ? <ZoneName words={content.zoneName} figures={figures} /> : null
          }
          cells={(figures) =>
            figures ? (
              <ZoneCells figures={figures} callLabels={callLabels} />
            ) : (
              <td colSpan={rateHeaders.length}>{content.noPartner}</td>
            )
          }
        />
      </div>
    </RatesPageFrame>
  );
}
