import { useT } from "~/i18n/use-language";

const input = "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900";

/**
 * Issue 38, shown only when SMS is set up: e-mail or SMS (a Rwandan mobile number and its own box, whose words are
 * kept with the consent). Both stay visible without JavaScript; the chosen one counts.
 */
export function ChannelChoice({ value }: { value: (name: string, fallback?: string) => string }) {
  const m = useT().sms;
  const channel = value("channel", "email");
  return (
    <fieldset>
      <legend className="font-semibold">{m.channelLegend}</legend>
      <label className="flex min-h-11 items-center gap-2">
        <input type="radio" name="channel" value="email" defaultChecked={channel !== "sms"} className="size-5" />
        <span>{m.channelEmail}</span>
      </label>
      <label className="flex min-h-11 items-center gap-2">
        <input type="radio" name="channel" value="sms" defaultChecked={channel === "sms"} className="size-5" />
        <span>{m.channelSms}</span>
      </label>
    </fieldset>
  );
}

export function SmsFields({
  value,
  error,
  fields,
}: {
  value: (name: string, fallback?: string) => string;
  error: (name: string) => React.ReactNode;
  fields: Record<string, string>;
}) {
  const m = useT().sms;
  return (
    <>
      <label className="block">
        <span className="font-semibold">{m.numberLabel}</span>
        <input
          name="smsTo"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={40}
          className={input}
          defaultValue={value("smsTo")}
          aria-invalid={fields.smsTo ? true : undefined}
          aria-describedby={fields.smsTo ? "smsTo-error" : undefined}
        />
        {error("smsTo")}
      </label>
      <label className="flex min-h-11 items-start gap-2">
        <input
          type="checkbox"
          name="smsConsent"
          className="mt-1 size-5"
          defaultChecked={value("smsConsent") === "on"}
          aria-describedby={fields.smsConsent ? "smsConsent-error" : undefined}
        />
        <span>{m.eventConsent}</span>
      </label>
      {error("smsConsent")}
    </>
  );
}
