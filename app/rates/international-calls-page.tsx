import { Fragment } from "react";
import type { InternationalCallsContent } from "../content/rates";
import type { Phrase } from "../i18n/bidi";
import { TextWithLtrRuns } from "../i18n/ltr-text";
import { CallEstimateForm } from "./call-estimate-form";
import type { EstimateView } from "./call-estimate-view.server";
import type { CallRateFigures, PackRowView } from "./call-rates-view.server";
import { DestinationFinder, LetterIndex } from "./destination-finder";
import type { FinderView } from "./finder-view.server";
import { Figures, RateTable, type RateGroupView } from "./rate-table";
import { RatesPageFrame } from "./rates-page-frame";

interface InternationalCallsPageProps {
  content: InternationalCallsContent;
  finder: FinderView;
  groups: RateGroupView<CallRateFigures>[];
  pricesFrom: string;
  rules: Phrase[];
  csv: { href: string; label: Phrase };
  packs: {
    heading: string;
    terms: Phrase;
    caption: string;
    columns: Record<"pack" | "zone" | "minutes" | "price" | "perMinute", string>;
    rows: PackRowView[];
  };
  estimate: EstimateView;
  roamingHref: string;
  structuredData: unknown;
}

/** The id of the page's table of destinations, which the finder filters. */
const TABLE_ID = "call-rates";

/**
 * The price of a minute and an SMS from the UAE to every destination, how calls are billed,
 * the Call Home packs, a monthly estimate, and how to find a destination.
 */
export function InternationalCallsPage({
  content,
  finder,
  groups,
  pricesFrom,
  rules,
  csv,
  packs,
  estimate,
  roamingHref,
  structuredData,
}: InternationalCallsPageProps) {
  const { table } = content;
  return (
    <RatesPageFrame
      heading={content.heading}
      intro={content.intro}
      pricesFrom={pricesFrom}
      structuredData={structuredData}
      notes={{
        id: "billing",
        heading: content.billingHeading,
        items: [...rules, ...content.billing],
      }}
      otherPage={{ href: roamingHref, label: content.roamingLink }}
    >
      <section id="packs" aria-labelledby="packs-heading" className="mt-10">
        <h2 id="packs-heading" className="text-xl font-semibold text-brand-900">
          {packs.heading}
        </h2>
        <p className="mt-2">
          <TextWithLtrRuns text={packs.terms} />
        </p>
        {/* At a phone's width the prices may not fit: the table then scrolls on its own, and a
            keyboard can reach it to scroll it, which a named region with tabIndex 0 allows. */}
        <div
          className="mt-4 overflow-x-auto"
          role="region"
          aria-labelledby="packs-caption"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region
          tabIndex={0}
        >
          <table className="rate-table">
            <caption id="packs-caption">{packs.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{packs.columns.pack}</th>
                <th scope="col">{packs.columns.zone}</th>
                <th scope="col">{packs.columns.minutes}</th>
                <th scope="col">{packs.columns.price}</th>
                <th scope="col">{packs.columns.perMinute}</th>
              </tr>
            </thead>
            <tbody>
              {packs.rows.map((pack) => (
                <tr key={pack.id} id={`pack-${pack.id}`}>
                  <th scope="row">{pack.name}</th>
                  <td>{pack.zone}</td>
                  <td>{pack.minutes}</td>
                  <td>{pack.price}</td>
                  <td>{pack.perMinute}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <CallEstimateForm estimate={estimate} />
      <p className="mt-10">
        <a href={csv.href} download className="font-semibold text-brand-700 underline">
          <TextWithLtrRuns text={csv.label} />
        </a>
      </p>
      <div className="mt-8">
        <DestinationFinder finder={finder} tableId={TABLE_ID} />
        <LetterIndex finder={finder} />
        <RateTable
          id={TABLE_ID}
          heading={table.caption}
          columnWidths={["w-[46%]", "w-[18%]", "w-[18%]", "w-[18%]"]}
          destinationHeader={table.destination}
          headers={[table.code, table.minute, table.sms]}
          groups={groups}
          rowNote={({ sharesCode }) => (sharesCode ? <TextWithLtrRuns text={sharesCode} /> : null)}
          cells={({ dialCodes, minute, sms }) => (
            <>
              <td>
                {dialCodes.map((code, index) => (
                  <Fragment key={code}>
                    {index > 0 ? <br /> : null}
                    <Figures>{code}</Figures>
                  </Fragment>
                ))}
              </td>
              <td>{minute}</td>
              <td>{sms}</td>
            </>
          )}
        />
      </div>
    </RatesPageFrame>
  );
}
