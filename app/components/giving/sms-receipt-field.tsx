import { useEffect, useRef } from "react";

/**
 * "Send my receipt by SMS to this number" (issue 38 §4): ticked by default, since most MoMo donors give no e-mail;
 * with JavaScript it unticks itself once an e-mail is typed (unless the donor touched it), so it is on by default only
 * where no e-mail is given. Without JavaScript the donor unticks it if they want the e-mail only. Its words are kept
 * with the consent.
 */
export function SmsReceiptField({ label, checked }: { label: string; checked: boolean }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = box.current;
    const email = input?.form?.elements.namedItem("email");
    if (!input || !(email instanceof HTMLInputElement)) return;
    let touched = false;
    const touch = () => (touched = true);
    const follow = () => {
      if (!touched) input.checked = email.value.trim() === "";
    };
    input.addEventListener("change", touch);
    email.addEventListener("input", follow);
    return () => {
      input.removeEventListener("change", touch);
      email.removeEventListener("input", follow);
    };
  }, []);
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input
        ref={box}
        id="gift-smsReceipt"
        name="smsReceipt"
        type="checkbox"
        defaultChecked={checked}
        className="h-5 w-5 rounded border-slate-400 accent-brand-700"
      />
      <label htmlFor="gift-smsReceipt" className="flex min-h-11 flex-1 items-center text-slate-800">
        {label}
      </label>
    </div>
  );
}
