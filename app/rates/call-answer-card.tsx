import { Fragment } from "react";
import type { InternationalCallsContent } from "../content/rates";
import { fillSlots } from "../i18n/slots";
import { TextWithLtrRuns } from "../i18n/ltr-text";
import type { CallRateFigures, PackRowView } from "./call-rates-view.server";
import { AnswerCard, AnswerFigures } from "./destination-answers";
import type { RateRowView } from "./rate-table";
import { Figures } from "./rate-table";

interface CallAnswerCardProps {
  row: RateRowView<CallRateFigures>;
  content: InternationalCallsContent;
  packs: { rows: PackRowView[]; noPack: string };
  /** The anchor of the rules that bill the call. */
  rulesId: string;
}

/**
 * What a call to one destination costs: its codes, the price of a minute and an SMS, the Call
 * Home packs of its zone (each against pay-as-you-go) or that none covers it, and the rules.
 */
export function CallAnswerCard({ row, content, packs, rulesId }: CallAnswerCardProps) {
  const { table, answer } = content;
  const { figures } = row;
  const zonePacks = packs.rows.filter((pack) => pack.zoneId === figures.zoneId);
  return (
    <AnswerCard
      id={row.id}
      name={row.name}
      note={figures.sharesCode ? <TextWithLtrRuns text={figures.sharesCode} /> : null}
    >
      <AnswerFigures
        items={[
          { label: table.minute, value: figures.minutePrice },
          { label: table.sms, value: figures.smsPrice },
          {
            label: table.code,
            value: figures.dialCodes.map((code, index) => (
              <Fragment key={code}>
                {index > 0 ? " " : null}
                <Figures>{code}</Figures>
              </Fragment>
            )),
          },
        ]}
      />
      {zonePacks.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold text-brand-900">{answer.packsHeading}</h3>
          <ul className="mt-1 space-y-1">
            {zonePacks.map((pack) => (
              <li key={pack.id}>
                <a href={`#pack-${pack.id}`} className="font-semibold text-brand-700 underline">
                  {pack.name}
                </a>
                : {pack.price} ({pack.perMinute})
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-4">{fillSlots(packs.noPack, { place: row.name })}</p>
      )}
      <p className="mt-4">
        <a href={`#${rulesId}`} className="font-semibold text-brand-700 underline">
          {content.billingHeading}
        </a>
      </p>
    </AnswerCard>
  );
}
