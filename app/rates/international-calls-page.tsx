import { Fragment } from "react";
import type { InternationalCallsContent } from "../content/rates";
import type { Phrase } from "../i18n/bidi";
import { TextWithLtrRuns } from "../i18n/ltr-text";
import { CallAnswerCard } from "./call-answer-card";
import { CallEstimateForm } from "./call-estimate-form";
import type { EstimateView } from "./call-estimate-view.server";
import type { CallRateFigures, PackRowView } from "./call-rates-view.server";
import { DestinationAnswers } from "./destination-answers";
import { DestinationFinder, LetterIndex } from "./destination-finder";
import { FoldedSection } from "./folded-section";
import type { FinderView } from "./finder-view.server";
import { CheckList } from "../components/check-list";
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
    noPack: string;
    rows: PackRowView[];
  };
  estimate: EstimateView;
  roamingHref: string;
  structuredData: unknown;
}

/** The id of the page's table of destinations, which the finder filters. */
const TABLE_ID = "call-rates";
/** The anchor of the billing rules, which every answer's card links to. */
const BILLING_ID = "billing";

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
      otherPage={{ href: roamingHref, label: content.roamingLink }}
    >
      <DestinationFinder finder={finder} tableId={TABLE_ID} />
      {finder.query ? (
        <DestinationAnswers
          finder={finder}
          groups={groups}
          card={(row) => (
            <CallAnswerCard row={row} content={content} packs={packs} rulesId={BILLING_ID} />
          )}
        />
      ) : (
        <>
          <LetterIndex finder={finder} />
          <RateTable
            id={TABLE_ID}
            heading={table.caption}
            columnWidths={["w-[46%]", "w-[18%]", "w-[18%]", "w-[18%]"]}
            destinationHeader={table.destination}
            headers={[table.code, table.minute, table.sms]}
            groups={groups}
            rowNote={({ sharesCode }) =>
              sharesCode ? <TextWithLtrRuns text={sharesCode} /> : null
            }
            cells={({ dialCodes, minute, sms }) => (
              <>
                <td data-label={table.code}>
                  {dialCodes.map((code, index) => (
                    <Fragment key={code}>
                      {index > 0 ? <br /> : null}
                      <Figures>{code}</Figures>
                    </Fragment>
                  ))}
                </td>
                <td data-label={table.minute}>{minute}</td>
                <td data-label={table.sms}>{sms}</td>
              </>
            )}
          />
        </>
      )}
      <section id="packs" aria-labelledby="packs-heading" className="mt-10">
        <h2 id="packs-heading" className="text-xl font-semibold text-brand-900">
          {packs.heading}
        </h2>
        <p className="mt-2">
          <TextWithLtrRuns text={packs.terms} />
        </p>
        <table className="rate-table table-cards">
          <caption id="packs-caption">{packs.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="w-[20%]">
                {packs.columns.pack}
              </th>
              <th scope="col" className="w-[30%]">
                {packs.columns.zone}
              </th>
              <th scope="col" className="w-[12%]">
                {packs.columns.minutes}
              </th>
              <th scope="col" className="w-[13%]">
                {packs.columns.price}
              </th>
              <th scope="col" className="w-[25%]">
                {packs.columns.perMinute}
              </th>
            </tr>
          </thead>
          <tbody>
            {packs.rows.map((pack) => (
              <tr key={pack.id} id={`pack-${pack.id}`}>
                <th scope="row">{pack.name}</th>
                <td data-label={packs.columns.zone} className="card-wide">
                  {pack.zone}
                </td>
                <td data-label={packs.columns.minutes}>{pack.minutes}</td>
                <td data-label={packs.columns.price}>{pack.price}</td>
                <td data-label={packs.columns.perMinute} className="card-wide">
                  {pack.perMinute}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <CallEstimateForm estimate={estimate} />
      <p className="mt-10">
        <a href={csv.href} download className="font-semibold text-brand-700 underline">
          <TextWithLtrRuns text={csv.label} />
        </a>
      </p>
      <div className="mt-10 border-t border-line">
        <FoldedSection id={BILLING_ID} heading={content.billingHeading}>
          <CheckList items={[...rules, ...content.billing]} className="space-y-2" />
        </FoldedSection>
      </div>
    </RatesPageFrame>
  );
}
