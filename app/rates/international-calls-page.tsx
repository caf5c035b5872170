import { Fragment } from "react";
import type { InternationalCallsContent } from "../content/types";
import type { CallRateFigures } from "./call-rates-view.server";
import { DestinationFinder, LetterIndex } from "./destination-finder";
import type { FinderView } from "./finder-view.server";
import { Figures, RateTable, type RateGroupView } from "./rate-table";
import { RatesPageFrame } from "./rates-page-frame";

interface InternationalCallsPageProps {
  content: InternationalCallsContent;
  finder: FinderView;
  groups: RateGroupView<CallRateFigures>[];
  roamingHref: string;
  structuredData: unknown;
}

/** The id of the page's table of destinations, which the finder filters. */
const TABLE_ID = "call-rates";

/** The price of a minute and an SMS from the UAE to every destination, and how to find one. */
export function InternationalCallsPage({
  content,
  finder,
  groups,
  roamingHref,
  structuredData,
}: InternationalCallsPageProps) {
  const { table } = content;
  return (
    <RatesPageFrame
      heading={content.heading}
      intro={content.intro}
      structuredData={structuredData}
      notes={{ id: "billing", heading: content.billingHeading, items: content.billing }}
      otherPage={{ href: roamingHref, label: content.roamingLink }}
    >
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
