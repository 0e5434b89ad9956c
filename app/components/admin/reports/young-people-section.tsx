import type { Figures } from "~/domain/reports/report.server";
import { Figure, ReportChart } from "./report-chart";
import { bars, HowCounted, Section } from "./report-parts";

export function YoungPeopleSection({ c, p }: { c: Figures; p: Figures }) {
  const [y, o] = [c.youngPeople, p.youngPeople];
  return (
    <Section title="Young people">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Questions asked" value={y.asked} previous={o.asked} />
        <Figure label="Questions answered" value={y.answered} previous={o.answered} />
        <Figure label="Urgent questions" value={y.urgent} previous={o.urgent} />
        <Figure
          label="Median hours to answer"
          value={y.medianHoursToAnswer}
          previous={o.medianHoursToAnswer}
          none="none answered"
        />
        <Figure
          label="Urgent: taken up by staff"
          value={y.urgentTakenUp.acted}
          previous={o.urgentTakenUp.acted}
          note={`${y.urgentTakenUp.waiting} not yet`}
        />
        <Figure
          label="Urgent: median hours to first staff action"
          value={y.urgentTakenUp.medianHoursToFirstAction}
          previous={o.urgentTakenUp.medianHoursToFirstAction}
          none="none taken up"
        />
        <Figure
          label="Library entries read"
          value={y.libraryReads.views}
          previous={o.libraryReads.views}
          note={`${y.libraryReads.entries} different entries`}
        />
      </dl>
      <HowCounted>
        Nothing records when staff first open a question, so &quot;taken up&quot; is the first thing staff did to an
        urgent question (a draft saved, marked, sent for review, answered or declined): they may have read it sooner.
        Library entries read are page views of the questions library&apos;s entries in every language.
      </HowCounted>
      <ReportChart title="Questions by topic" unit="questions" bars={bars(y.byTopic, o.byTopic, (r) => r.shown)} />
      <ReportChart
        title="Questions by language"
        unit="questions"
        bars={bars(y.byLanguage, o.byLanguage, (r) => r.shown)}
      />
    </Section>
  );
}
