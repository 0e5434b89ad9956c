import type { Report } from "~/domain/reports/report.server";
import { EventsSection } from "./events-section";
import { MoneySection } from "./money-section";
import { ReachSection } from "./reach-section";
import { Section } from "./report-parts";
import { YoungPeopleSection } from "./young-people-section";

/** The report's sections, each figure beside the previous period's (issue 39); one file per section. */
export function ReportSections({ report }: { report: Report }) {
  const { current: c, previous: p } = report;
  return (
    <div className="space-y-8">
      <ReachSection c={c} p={p} />
      <MoneySection c={c} p={p} />
      <YoungPeopleSection c={c} p={p} />
      <EventsSection c={c} p={p} />
      <Section title="What people looked for and did not find">
        {c.notFound.length === 0 ? (
          <p className="text-slate-700">Every search in this period found something.</p>
        ) : (
          <table className="card w-full p-4 text-left text-sm">
            <thead>
              <tr>
                <th scope="col">Search</th>
                <th scope="col">Where</th>
                <th scope="col" className="text-right">
                  Found nothing
                </th>
              </tr>
            </thead>
            <tbody>
              {c.notFound.map((row) => (
                <tr key={`${row.area}-${row.term}`}>
                  <th scope="row" className="font-normal wrap-anywhere">
                    {row.term}
                  </th>
                  <td>{row.area === "blog" ? "Blog" : "Questions library"}</td>
                  <td className="text-right">{row.empty}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
    </div>
  );
}
