import type { RoamingContent } from "../content/types";
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
  structuredData: unknown;
}

/** The id of the page's table of destinations, which the finder filters. */
const TABLE_ID = "roaming-rates";

/** A zone's day pass and pay-as-you-go cells, in the columns' order. */
function ZoneCells({ figures }: { figures: RoamingZoneFigures }) {
  return (
    <>
      <td>
        <b>{figures.dayPassPrice}</b>
        <small>{figures.dayPassAllowance}</small>
      </td>
      <td>
        {figures.callsOut}
        <br />
        {figures.callsIn}
      </td>
      <td>{figures.sms}</td>
      <td>{figures.data}</td>
    </>
  );
}

/** The name of a zone as the page writes it: `Zone B`, `المنطقة ب`; a Latin letter as a run. */
function ZoneName({ words, zone }: { words: RoamingContent["zoneName"]; zone: string }) {
  return (
    <>
      {words.before} {/^[A-Za-z0-9]+$/.test(zone) ? <LtrText>{zone}</LtrText> : zone}
      {words.after}
    </>
  );
}

/**
 * What using the line abroad costs in every destination, and the safeguards that hold the
 * bill: data off until turned on, a day pass only on a day of use, a monthly cap and alerts.
 */
export function RoamingPage({
  content,
  finder,
  zones,
  groups,
  callsHref,
  structuredData,
}: RoamingPageProps) {
  const { columns } = content;
  const rateHeaders = [columns.dayPass, columns.calls, columns.sms, columns.data];
  const columnWidths = ["w-[31%]", "w-[21%]", "w-[16%]", "w-[15%]", "w-[17%]"];
  return (
    <RatesPageFrame
      heading={content.heading}
      intro={content.intro}
      structuredData={structuredData}
      notes={{ id: "safeguards", heading: content.safeguardsHeading, items: content.safeguards }}
      otherPage={{ href: callsHref, label: content.callsLink }}
    >
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
                  <ZoneName words={content.zoneName} zone={zone.zone} />
                </th>
                <ZoneCells figures={zone} />
              </tr>
            ))}
          </tbody>
        </table>
      </section>
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
            figures ? <ZoneName words={content.zoneName} zone={figures.zone} /> : null
          }
          cells={(figures) =>
            figures ? (
              <ZoneCells figures={figures} />
            ) : (
              <td colSpan={rateHeaders.length}>{content.noPartner}</td>
            )
          }
        />
      </div>
    </RatesPageFrame>
  );
}
