const rwf = (n: number) => `${n.toLocaleString("en")} RWF`;

/** Staff's line for a campaign: raised of goal (confirmed gifts), gifts, and a bar with its text equivalent. */
export function CampaignProgressSummary(props: { status: string; goal: number; raised: number; gifts: number }) {
  const pct = Math.min(100, Math.round((props.raised / props.goal) * 100));
  return (
    <div className="mb-4 text-sm text-slate-800">
      <p>
        {rwf(props.raised)} of {rwf(props.goal)} · {props.gifts} {props.gifts === 1 ? "gift" : "gifts"} ({pct}%)
      </p>
      <progress
        max={props.goal}
        value={Math.min(props.raised, props.goal)}
        aria-label={`${rwf(props.raised)} raised of ${rwf(props.goal)}`}
        className="progress-bar mt-1 h-2 w-full max-w-xs"
      />
    </div>
  );
}
