import { CheckList } from "../components/check-list";
import type { RoamingContent } from "../content/rates";
import type { Phrase } from "../i18n/bidi";
import { LtrText } from "../i18n/ltr-text";
import { DestinationAnswers } from "./destination-answers";
import { DestinationFinder, LetterIndex } from "./destination-finder";
import { FoldedSection } from "./folded-section";
import type { FinderView } from "./finder-view.server";
import { RateTable, type RateGroupView } from "./rate-table";
import { RatesPageFrame } from "./rates-page-frame";
import { RoamingAnswerCard } from "./roaming-answer-card";
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
/** The anchors of the folded rules an answer's card links to. */
const RULES = { day: "roaming-day", pass: "day-pass" };

/**
 * The column groups and headers of both roaming tables: the first column's, the day pass, the
 * three calls' prices under one header (each its own column, never three in a cell), the SMS
 * and the MB.
 */
function RoamingColumns({ first, content }: { first: string; content: RoamingContent }) {
  const { columns, callLabels } = content;
  return (
    <>
      <colgroup>
        <col className="w-[22%]" />
        <col className="w-[17%]" />
      </colgroup>
      <colgroup>
        <col className="w-[12%]" />
        <col className="w-[13%]" />
        <col className="w-[12%]" />
      </colgroup>
      <colgroup>
        <col className="w-[11%]" />
        <col className="w-[13%]" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col" rowSpan={2}>
            {first}
          </th>
          <th scope="col" rowSpan={2}>
            {columns.dayPass}
          </th>
          <th scope="colgroup" colSpan={3} className="calls-group">
            {columns.calls}
          </th>
          <th scope="col" rowSpan={2}>
            {columns.sms}
          </th>
          <th scope="col" rowSpan={2}>
            {columns.data}
          </th>
        </tr>
        <tr>
          <th scope="col">{callLabels.toUaeOrLocal}</th>
          <th scope="col">{callLabels.toOtherCountry}</th>
          <th scope="col">{callLabels.received}</th>
        </tr>
      </thead>
    </>
  );
}

/**
 * A zone's day pass and pay-as-you-go cells, in the columns' order, each labelled for a
 * phone's card by its column (a call's price by its direction too).
 */
function ZoneCells({ figures, content }: { figures: RoamingZoneFigures; content: RoamingContent }) {
  const { columns, callLabels } = content;
  const call = (direction: string) => `${columns.calls}: ${direction}`;
  return (
    <>
      <td data-label={columns.dayPass}>
        <b>{figures.dayPassPrice}</b>
        {figures.dayPassAllowance ? <small>{figures.dayPassAllowance}</small> : null}
      </td>
      <td data-label={call(callLabels.toUaeOrLocal)}>{figures.callsToUaeOrLocal}</td>
      <td data-label={call(callLabels.toOtherCountry)}>{figures.callsToOtherCountry}</td>
      <td data-label={call(callLabels.received)}>{figures.callsReceived}</td>
      <td data-label={columns.sms}>{figures.sms}</td>
      <td data-label={columns.data}>{figures.data}</td>
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

/** Rules folded under their heading, one sentence each. */
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
    <FoldedSection id={id} heading={heading}>
      <CheckList items={items} className="space-y-2" />
    </FoldedSection>
  );
}

/**
 * What using the line abroad costs in every destination, the finder first, and the rules that
 * hold the bill, folded: the roaming day and the lower of pay-as-you-go and the pass (with two
 * days worked out), what the pass covers, the cap and its alerts, and what to do from abroad.
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
  const { columns, rules } = content;
  return (
    <RatesPageFrame
      heading={content.heading}
      intro={content.intro}
      pricesFrom={pricesFrom}
      structuredData={structuredData}
      otherPage={{ href: callsHref, label: content.callsLink }}
    >
      <DestinationFinder finder={finder} tableId={TABLE_ID} />
      {finder.query ? (
        <DestinationAnswers
          finder={finder}
          groups={groups}
          card={(row) => (
            <RoamingAnswerCard
              row={row}
              content={content}
              zoneName={
                row.figures ? <ZoneName words={content.zoneName} figures={row.figures} /> : null
              }
              rulesIds={RULES}
            />
          )}
        />
      ) : (
        <>
          <LetterIndex finder={finder} />
          <RateTable
            id={TABLE_ID}
            heading={content.tableCaption}
            columnWidths={[]}
            destinationHeader={columns.destination}
            headers={[]}
            head={<RoamingColumns first={columns.destination} content={content} />}
            groups={groups}
            rowNote={(figures) =>
              figures ? <ZoneName words={content.zoneName} figures={figures} /> : null
            }
            cells={(figures) =>
              figures ? (
                <ZoneCells figures={figures} content={content} />
              ) : (
                <td colSpan={6} className="card-wide">
                  {content.noPartner}
                </td>
              )
            }
          />
        </>
      )}
      <section id="zones" aria-labelledby="zones-heading" className="mt-10">
        <h2 id="zones-heading" className="text-xl font-semibold text-brand-900">
          {content.zonesHeading}
        </h2>
        <p className="mt-2 text-ink-muted">{content.zonesIntro}</p>
        <table className="rate-table table-cards">
          <caption className="sr-only">{content.zonesHeading}</caption>
          <RoamingColumns first={columns.zone} content={content} />
          <tbody>
            {zones.map((zone) => (
              <tr key={zone.zone}>
                <th scope="row">
                  <ZoneName words={content.zoneName} figures={zone} />
                </th>
                <ZoneCells figures={zone} content={content} />
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-ink-muted">{rules.shipsNoPass}</p>
      </section>
      <div className="mt-10 border-t border-line">
        <RulesSection
          id={RULES.day}
          heading={content.dayHeading}
          items={[rules.roamingDay, rules.freeUse, rules.lowerOf, rules.billingSteps]}
        />
        <RulesSection id="examples" heading={content.examplesHeading} items={content.examples} />
        <RulesSection
          id={RULES.pass}
          heading={content.passHeading}
          items={[rules.passCovers, rules.pastPassMinutes, rules.passDataUsedUp]}
        />
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
      </div>
    </RatesPageFrame>
  );
}
