import type { AskReceipt } from "~/domain/questions/ask.server";
import { helpLines } from "~/content/help-lines";
import { useLang, useLocalePath, useT } from "~/i18n/use-language";
import { DangerHelp } from "./help-lines-list";

const link = "inline-flex min-h-11 items-center font-medium text-brand-700 underline";

/** "Not for emergencies": the free lines as large tap-to-call numbers, on the form and under an ordinary receipt. */
export function EmergencyNote() {
  const t = useT().ask.emergency;
  const lang = useLang();
  return (
    <aside aria-labelledby="emergency-title" className="rounded-2xl border-2 border-brand-600 bg-brand-50 p-4">
      <h2 id="emergency-title" className="text-lg font-bold text-brand-900">
        {t.title}
      </h2>
      <p className="mt-1 text-slate-800">{t.text}</p>
      <p className="mt-1 flex flex-wrap gap-x-4">
        {helpLines(lang).map((line) => (
          <a
            key={line.number}
            href={`tel:${line.number}`}
            className="inline-flex min-h-11 min-w-11 items-center text-xl font-bold text-brand-800 underline"
          >
            {line.number}
          </a>
        ))}
      </p>
    </aside>
  );
}

function PrivateCode({ code, answerLink }: { code: string; answerLink: string | null }) {
  const t = useT().ask.sent;
  const common = useT().common;
  return (
    <>
      <p className="flex flex-wrap items-center gap-3">
        <span className="sr-only">{t.codeLabel}: </span>
        <output
          data-private-code=""
          className="rounded-lg border-2 border-dashed border-brand-700 bg-brand-50 px-3 py-3 font-mono text-xl font-bold tracking-wider whitespace-nowrap text-slate-900 select-all sm:px-4 sm:text-3xl sm:tracking-widest"
        >
          {code}
        </output>
        <button
          type="button"
          hidden
          data-copy={code}
          aria-label={t.copyCode}
          className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <span aria-live="polite">{common.enhance.copy}</span>
        </button>
      </p>
      {answerLink ? (
        <p className="text-slate-800">
          {t.link}{" "}
          <a href={answerLink} className="font-medium break-all text-brand-700 underline" data-answer-link="">
            {answerLink}
          </a>
        </p>
      ) : null}
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-slate-900">{t.codeAdvice}</p>
    </>
  );
}

/**
 * The private way's part of the receipt: the code (once, or again when the same form came back within minutes), or,
 * when it came back later, why the code cannot be shown again and how to ask again (issue 34).
 */
function PrivateWay({ receipt, answerLink }: { receipt: AskReceipt; answerLink: string | null }) {
  const t = useT().ask.sent;
  const lp = useLocalePath();
  return (
    <div className="space-y-3">
      <h2 className="text-xl font-bold text-slate-900">{t.codeTitle}</h2>
      {receipt.code ? (
        <>
          <p className="text-slate-800">{receipt.repeated ? t.repeated.codeAgain : t.codeIntro}</p>
          <PrivateCode code={receipt.code} answerLink={answerLink} />
        </>
      ) : (
        <p className="text-slate-800" data-code-gone="">
          {t.repeated.codeGone}
        </p>
      )}
      <p className="text-slate-800">{t.codeWhere}</p>
      <p>
        <a href={lp("/ask/answer")} className={link}>
          {t.readAnswer}
        </a>
      </p>
    </div>
  );
}

/**
 * The confirmation (issue 26), or the same page for a form sent again (issue 34: a reload or a second press filed
 * nothing new). With signs of danger, or when the asker said they are in danger now, the free lines come first.
 */
export function AskSentView({ receipt, answerLink }: { receipt: AskReceipt; answerLink: string | null }) {
  const t = useT().ask.sent;
  const lp = useLocalePath();
  // With the help lines first, their title is the page's main heading; the thanks come after it.
  const Title = receipt.urgent ? "h2" : "h1";
  return (
    <div className="container-page max-w-3xl space-y-6 py-8">
      {receipt.urgent ? <DangerHelp said={receipt.saidInDanger} /> : null}
      <section
        aria-labelledby="sent-title"
        className="card space-y-4"
        data-answer-way={receipt.way}
        data-repeated={receipt.repeated ? "" : undefined}
      >
        <Title id="sent-title" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {receipt.repeated ? t.repeated.title : t.title}
        </Title>
        {receipt.repeated ? <p className="text-slate-800">{t.repeated.text}</p> : null}
        {receipt.way === "private" ? (
          <PrivateWay receipt={receipt} answerLink={answerLink} />
        ) : receipt.way === "email" ? (
          <p className="text-slate-800">{t.email}</p>
        ) : (
          <p className="text-slate-800">{t.library}</p>
        )}
        <p className="flex flex-wrap gap-x-6">
          <a href={lp("/ask")} className={link}>
            {t.askAnother}
          </a>
          <a href={lp("/questions")} className={link}>
            {t.browse}
          </a>
        </p>
      </section>
      {receipt.urgent ? null : <EmergencyNote />}
    </div>
  );
}
