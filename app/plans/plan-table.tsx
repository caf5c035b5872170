import type { PlansOverviewView } from "./plans-overview-view.server";

type Props = Pick<PlansOverviewView, "words" | "plans">;

/**
 * The plans side by side: a plan per column, a figure per row, each row named by its header.
 * Fixed columns and short cells keep it within a 320 px screen without scrolling sideways.
 */
export function PlanTable({ words, plans }: Props) {
  const { table } = words;
  const rows = [
    { id: "price", header: table.rows.price, cell: (plan: Props["plans"][number]) => plan.price },
    { id: "data", header: table.rows.data, cell: (plan: Props["plans"][number]) => plan.data },
    {
      id: "minutes",
      header: table.rows.minutes,
      cell: (plan: Props["plans"][number]) => plan.minutes,
    },
    { id: "sms", header: table.rows.sms, cell: (plan: Props["plans"][number]) => plan.sms },
    {
      id: "network",
      header: table.rows.network,
      cell: (plan: Props["plans"][number]) => plan.network,
    },
  ];
  const cellClass = "px-1 py-3 align-top sm:px-3";
  return (
    <table className="mt-8 w-full table-fixed border-collapse text-xs sm:text-base">
      <caption className="mb-3 text-start text-sm font-semibold text-brand-900 sm:text-base">
        {table.caption}
      </caption>
      <colgroup>
        <col className="w-[22%]" />
        {plans.map((plan) => (
          <col key={plan.id} className="w-[26%]" />
        ))}
      </colgroup>
      <thead>
        <tr className="border-b-2 border-brand-600">
          <th scope="col" className={`${cellClass} text-start text-ink-muted`}>
            {table.planHeader}
          </th>
          {plans.map((plan) => (
            <th
              key={plan.id}
              scope="col"
              className={`${cellClass} text-start text-sm text-brand-900 sm:text-lg`}
            >
              {plan.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className={`${cellClass} text-start font-normal text-ink-muted`}>
              {row.header}
            </th>
            {plans.map((plan) => (
              <td key={plan.id} className={`${cellClass} font-semibold tabular-nums`}>
                {row.cell(plan)}
              </td>
            ))}
          </tr>
        ))}
        <tr>
          <th scope="row" className={`${cellClass} text-start font-normal text-ink-muted`}>
            {table.details}
          </th>
          {plans.map((plan) => (
            <td key={plan.id} className={cellClass}>
              <a href={plan.href} className="font-semibold text-brand-700 underline">
                {plan.name}
              </a>
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
