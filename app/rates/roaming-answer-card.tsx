import type { ReactNode } from "react";
import type { RoamingContent } from "../content/rates";
import { AnswerCard, AnswerFigures } from "./destination-answers";
import type { RateRowView } from "./rate-table";
import type { RoamingFigures } from "./roaming-view.server";

interface RoamingAnswerCardProps {
  row: RateRowView<RoamingFigures>;
  content: RoamingContent;
  /** The destination's zone, named as the page names it. */
  zoneName: ReactNode;
  /** The anchors of the rules the card leads to: the roaming day, the day pass. */
  rulesIds: { day: string; pass: string };
}

/**
 * What a day abroad in one destination costs: its zone, the day pass and what it covers, the
 * rule that charges the lower of the pass and pay-as-you-go, and the pay-as-you-go rates; or
 * that no network there is a partner.
 */
export function RoamingAnswerCard({ row, content, zoneName, rulesIds }: RoamingAnswerCardProps) {
  const { figures } = row;
  const { columns, callLabels, rules, answer } = content;
  if (!figures) {
    return (
      <AnswerCard id={row.id} name={row.name}>
        <p className="mt-3">{content.noPartner}</p>
      </AnswerCard>
    );
  }
  const { prices } = figures;
  return (
    <AnswerCard id={row.id} name={row.name} note={zoneName}>
      <AnswerFigures
        items={[
          {
            label: columns.dayPass,
            value: (
              <>
                {figures.dayPassPrice}
                {figures.dayPassAllowance ? (
                  <span className="block text-base font-semibold">{figures.dayPassAllowance}</span>
                ) : null}
              </>
            ),
          },
        ]}
      />
      <p className="mt-2">{rules.passCovers}</p>
      <p className="mt-2">{rules.lowerOf}</p>
      <h3 className="mt-4 font-semibold text-brand-900">{answer.paygHeading}</h3>
      <AnswerFigures
        items={[
          { label: `${columns.calls}: ${callLabels.toUaeOrLocal}`, value: prices.toUaeOrLocal },
          { label: `${columns.calls}: ${callLabels.toOtherCountry}`, value: prices.toOtherCountry },
          { label: `${columns.calls}: ${callLabels.received}`, value: prices.received },
          { label: columns.sms, value: prices.sms },
          { label: columns.data, value: prices.data },
        ]}
      />
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <a href={`#${rulesIds.day}`} className="font-semibold text-brand-700 underline">
          {content.dayHeading}
        </a>
        <a href={`#${rulesIds.pass}`} className="font-semibold text-brand-700 underline">
          {content.passHeading}
        </a>
      </p>
    </AnswerCard>
  );
}
