/** A question's badges in the admin area (issue 26): urgent (in words, not colour alone), status and topic. */
export function QuestionChips({ urgent, status, topic }: { urgent: boolean; status: string; topic: string }) {
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm">
      {urgent ? <span className="rounded-full bg-red-700 px-2 py-0.5 font-semibold text-white">Urgent</span> : null}
      <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-800">{status}</span>
      <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">{topic}</span>
    </span>
  );
}
