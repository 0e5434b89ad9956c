/**
 * "E-mail to subscribers" on the post form (issue 17), for those who may publish. The post goes to the subscribers
 * of its language when it is published now or when its scheduled time comes; a post is e-mailed once, so once its
 * sending has started the box gives way to a line saying so. An unticked box sends "off" (the first value of a
 * name wins), which drops a sending that is still waiting.
 */
export function NewsletterPostField({
  state,
  typed,
  canPublish,
}: {
  state?: string | null;
  typed?: string;
  canPublish: boolean;
}) {
  if (!canPublish) return null;
  if (state && state !== "waiting") {
    const said =
      state === "sending"
        ? "Being e-mailed to subscribers now."
        : state === "done"
          ? "E-mailed to subscribers."
          : "E-mailing to subscribers was stopped.";
    return <p className="text-sm text-slate-700">{said} A post is e-mailed once.</p>;
  }
  const checked = typed !== undefined ? typed === "on" : state === "waiting";
  return (
    <div>
      <label className="flex min-h-11 items-center gap-3 text-slate-800">
        <input
          type="checkbox"
          name="newsletter"
          value="on"
          defaultChecked={checked}
          className="h-5 w-5"
          aria-describedby="newsletter-hint"
        />
        E-mail to subscribers
      </label>
      <input type="hidden" name="newsletter" value="off" />
      <p id="newsletter-hint" className="text-sm text-slate-700">
        When it is published (now, or at its scheduled time), the post is e-mailed to the subscribers of its language. A
        post is e-mailed once.
      </p>
    </div>
  );
}
