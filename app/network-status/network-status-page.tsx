import type { ReactNode } from "react";
import type { NetworkStatusWords } from "../content/network-status";
import { primaryActionClass } from "../components/primary-action";
import { TextWithLtrRuns } from "../i18n/ltr-text";
import { NETWORK_STATUS_FEED_PATH, NETWORK_STATUS_JSON_PATH } from "../site/paths";
import { AREA_PARAM, MAX_AREA_LENGTH } from "../site/query-params";
import type { NoticeView, StatusView } from "./status-view";
import { StatusSummary } from "./status-summary";

interface NetworkStatusPageProps {
  words: NetworkStatusWords;
  view: StatusView;
  /** The page's own path, in its language: where the area form is sent. */
  action: string;
}

const kindClass: Record<NoticeView["kind"], string> = {
  outage: "bg-red-100 text-red-900",
  degradation: "bg-amber-100 text-amber-900",
  planned: "bg-brand-100 text-brand-900",
};

/** The network status: what is wrong now, by emirate; what is planned; what was resolved. */
export function NetworkStatusPage({ words, view, action }: NetworkStatusPageProps) {
  // A notice touching two emirates is listed under each; its anchor is on the first.
  const anchored = new Set<string>();
  const anchorOf = (id: string) => {
    if (anchored.has(id)) return undefined;
    anchored.add(id);
    return `notice-${id}`;
  };
  const cards = (notices: readonly NoticeView[], level: 3 | 4) =>
    notices.map((notice) => (
      <NoticeCard
        key={notice.id}
        words={words}
        notice={notice}
        anchor={anchorOf(notice.id)}
        level={level}
      />
    ));
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{words.heading}</h1>
      <StatusSummary words={words} view={view} />
      <p className="mt-6 max-w-2xl text-lg text-ink-muted">{words.intro}</p>
      <p className="mt-2 text-sm text-ink-muted">{words.timesNote}</p>
      {view.neverRead || view.stale ? (
        <p role="status" className="mt-4 rounded-lg border-2 border-amber-700 bg-amber-50 p-4">
          {view.neverRead ? words.neverReadNote : words.staleNote}
        </p>
      ) : null}

      <section aria-labelledby="check-heading" className="mt-8 rounded-lg border border-line p-5">
        <h2 id="check-heading" className="text-xl font-semibold text-brand-900">
          {words.check.heading}
        </h2>
        <form method="get" action={`${action}#check-heading`} className="mt-4 space-y-3">
          <label htmlFor="area" className="block font-semibold text-ink">
            {words.check.label}
          </label>
          <p id="area-hint" className="text-sm text-ink-muted">
            {words.check.hint}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <input
              id="area"
              name={AREA_PARAM}
              type="text"
              list="area-names"
              autoComplete="off"
              maxLength={MAX_AREA_LENGTH}
              defaultValue={view.check?.typed ?? ""}
              aria-describedby="area-hint"
              className="block w-64 rounded-lg border-2 border-line bg-surface px-3 py-2 text-ink"
            />
            <datalist id="area-names">
              {view.areaNames.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <button type="submit" className={primaryActionClass}>
              {words.check.button}
            </button>
          </div>
        </form>
        {view.check ? <CheckAnswer words={words} check={view.check} /> : null}
      </section>

      <section aria-labelledby="current-heading" className="mt-10">
        <h2 id="current-heading" className="text-2xl font-semibold text-brand-900">
          {words.current.heading}
        </h2>
        {view.current.length === 0 ? (
          <p className="mt-3">{words.current.none}</p>
        ) : (
          view.current.map(({ emirate, notices }) => (
            <section key={emirate} aria-label={emirate} className="mt-6">
              <h3 className="text-xl font-semibold text-ink">{emirate}</h3>
              {cards(notices, 4)}
            </section>
          ))
        )}
      </section>

      <NoticeSection id="planned" heading={words.planned.heading} none={words.planned.none}>
        {cards(view.planned, 3)}
      </NoticeSection>

      <NoticeSection id="resolved" heading={words.resolved.heading} none={words.resolved.none}>
        {cards(view.resolved, 3)}
      </NoticeSection>

      <section aria-labelledby="follow-heading" className="mt-10">
        <h2 id="follow-heading" className="text-xl font-semibold text-brand-900">
          {words.subscribe.heading}
        </h2>
        <ul className="mt-3 space-y-2">
          <li>
            <a
              href={NETWORK_STATUS_FEED_PATH}
              type="application/atom+xml"
              className="text-brand-700 underline"
            >
              <TextWithLtrRuns text={words.subscribe.feed} />
            </a>
          </li>
          <li>
            <a
              href={NETWORK_STATUS_JSON_PATH}
              type="application/json"
              className="text-brand-700 underline"
            >
              <TextWithLtrRuns text={words.subscribe.json} />
            </a>
          </li>
        </ul>
      </section>
    </div>
  );
}

function NoticeSection({
  id,
  heading,
  none,
  children,
}: {
  id: string;
  heading: string;
  none: string;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-2xl font-semibold text-brand-900">
        {heading}
      </h2>
      {children.length === 0 ? <p className="mt-3">{none}</p> : children}
    </section>
  );
}

function CheckAnswer({
  words,
  check,
}: {
  words: NetworkStatusWords;
  check: NonNullable<StatusView["check"]>;
}) {
  if (!check.known) {
    const several = check.suggestions.length > 0;
    const sentence = several ? words.check.several : words.check.unknown;
    return (
      <div role="status" className="mt-4">
        <p className="font-semibold">
          {sentence.before}
          <bdi>{check.typed}</bdi>
          {sentence.after}
        </p>
        {several ? <NoticeLinks links={check.suggestions} /> : null}
      </div>
    );
  }
  const noticeLink = ({ id, title }: { id: string; title: string }) => ({
    name: title,
    href: `#notice-${id}`,
  });
  return (
    <div role="status" className="mt-4">
      {check.notices.length === 0 ? (
        <p className="text-lg font-semibold">
          {words.check.noProblem.before}
          {check.area}
          {words.check.noProblem.after}
        </p>
      ) : (
        <>
          <p className="text-lg font-semibold">
            {words.check.touching.before}
            {check.area}
            {words.check.touching.after}
          </p>
          <NoticeLinks links={check.notices.map(noticeLink)} />
        </>
      )}
      {check.elsewhere ? (
        <>
          <p className="mt-3">
            {words.check.elsewhere.before}
            {check.elsewhere.emirate}
            {words.check.elsewhere.after}
          </p>
          <NoticeLinks links={check.elsewhere.notices.map(noticeLink)} />
        </>
      ) : null}
    </div>
  );
}

function NoticeLinks({ links }: { links: readonly { name: string; href: string }[] }) {
  return (
    <ul className="mt-2 list-disc ps-6">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className="text-brand-700 underline">
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

function NoticeCard({
  words,
  notice,
  anchor,
  level,
}: {
  words: NetworkStatusWords;
  notice: NoticeView;
  anchor: string | undefined;
  /** The title's heading level: under an emirate's heading or straight under a section's. */
  level: 3 | 4;
}) {
  const headingId = anchor ? `${anchor}-title` : undefined;
  const Title = level === 3 ? "h3" : "h4";
  const Subheading = level === 3 ? "h4" : "h5";
  return (
    <article
      id={anchor}
      aria-labelledby={headingId}
      className="mt-4 rounded-lg border border-line bg-surface p-5"
    >
      <p>
        <span className={`rounded px-2 py-0.5 text-sm font-semibold ${kindClass[notice.kind]}`}>
          {notice.kindLabel}
        </span>
      </p>
      <Title id={headingId} className="mt-2 text-lg font-semibold text-ink">
        {notice.title}
      </Title>
      <p className="mt-2 whitespace-pre-line">{notice.description}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{words.labels.services}</dt>
        <dd>
          <TextWithLtrRuns text={notice.services} />
        </dd>
        <dt className="font-semibold">{words.labels.areas}</dt>
        <dd>{notice.areas.join(words.separator)}</dd>
        {notice.times.map((time) => (
          <FragmentTime key={time.label} time={time} />
        ))}
      </dl>
      {notice.resolution ? <p className="mt-3 whitespace-pre-line">{notice.resolution}</p> : null}
      {notice.updates.length > 0 ? (
        <>
          <Subheading className="mt-4 font-semibold">{words.labels.updates}</Subheading>
          <ol className="mt-2 space-y-2 border-s-2 border-line ps-4">
            {[...notice.updates].reverse().map((update, index) => (
              <li key={index}>
                <time dateTime={update.iso} className="text-sm text-ink-muted">
                  {update.text}
                </time>
                <p className="whitespace-pre-line">{update.body}</p>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </article>
  );
}

function FragmentTime({ time }: { time: NoticeView["times"][number] }) {
  return (
    <>
      <dt className="font-semibold">{time.label}</dt>
      <dd>
        <time dateTime={time.iso}>{time.text}</time>
      </dd>
    </>
  );
}
