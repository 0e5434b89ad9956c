import type { LegalSection } from "~/content/legal";
import { useLang, useT } from "~/i18n/use-language";
import { formatCalendarDay } from "~/utils/dates";
import { PageHero } from "./page-hero";

export function LegalPage({ title, updated, sections }: { title: string; updated: string; sections: LegalSection[] }) {
  const lang = useLang();
  const { legal } = useT().pages;
  return (
    <>
      <PageHero title={title} subtitle={legal.lastUpdated(formatCalendarDay(updated, "long", lang))} />
      <div className="container-page max-w-3xl space-y-8 py-14">
        {sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-xl font-bold text-slate-900">{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 32)} className="mt-3 text-slate-700">
                {p}
              </p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
