import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { useT } from "~/i18n/use-language";
import { CODE_LENGTH } from "~/domain/auth/auth-schema";

type Props = {
  /** Called once per distinct complete code: the form submits itself (SPEC §2). */
  onComplete: (code: string) => void;
  /** When it changes the boxes empty and box 1 takes the focus: after a wrong code or a new code sent. */
  resetKey?: unknown;
  onChange?: (digits: string[]) => void;
  labelledBy: string;
  invalid?: boolean;
};

const empty = () => Array<string>(CODE_LENGTH).fill("");

/**
 * Six single-character boxes, all named "code", joined by the server. That also works without
 * JavaScript, even with the whole code typed into one box, so no box is `required`. With JavaScript:
 * typing moves on, Backspace on an empty box moves back, pasting fills from the first six characters.
 */
export function CodeInput({ onComplete, resetKey, onChange, labelledBy, invalid }: Props) {
  const [digits, setDigits] = useState(empty);
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const lastSubmitted = useRef<string | null>(null);
  const t = useT().account;

  useEffect(() => {
    // Digits typed before the script ran (a slow phone): hydration leaves them in the boxes but not in the state, so
    // the next render would empty them. Take them as typed, the whole code in one box (as without JavaScript) too.
    const typed = refs.current.map((el) => el?.value.trim() ?? "");
    if (typed.every((d) => d.length <= 1)) {
      if (typed.some((d) => d !== "")) setDigits(typed);
    } else fillFrom(typed.join(""));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (resetKey === undefined) return;
    // Editing one box of a refused code would auto-submit the other five stale digits and waste a try.
    setDigits(empty());
    lastSubmitted.current = null;
    refs.current[0]?.focus();
  }, [resetKey]);

  useEffect(() => {
    onChange?.(digits);
    const code = digits.join("");
    // After a failed attempt the same six characters are not sent again until one of them changes.
    if (digits.every((d) => d !== "") && code !== lastSubmitted.current) {
      lastSubmitted.current = code;
      onComplete(code);
    }
  }, [digits]); // eslint-disable-line react-hooks/exhaustive-deps

  const focus = (index: number) => refs.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus();

  /** Fills the boxes from the first six characters and focuses the box after the last one filled. */
  function fillFrom(text: string) {
    const chars = [...text.slice(0, CODE_LENGTH)];
    const next = empty().map((_, i) => chars[i] ?? "");
    setDigits(next);
    focus(chars.length);
  }

  function handleChange(index: number, value: string) {
    const previous = digits[index]!;
    // Longer input than one new character: an autofill (one-time-code) or a paste that bypassed onPaste.
    if (value.length > 2 || (value.length === 2 && !previous)) return fillFrom(value);
    // Typing into a filled box: keep the character that was added.
    const typed = value.length === 2 ? (value[0] === previous ? value[1]! : value[0]!) : value;
    setDigits((d) => d.map((v, i) => (i === index ? typed : v)));
    if (typed && index < CODE_LENGTH - 1) focus(index + 1);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Backspace" && !digits[index] && index > 0) {
      event.preventDefault();
      focus(index - 1);
    }
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fillFrom(event.clipboardData.getData("text").trim());
  }

  return (
    <div role="group" aria-labelledby={labelledBy} className="flex justify-center gap-2 sm:gap-3">
      {digits.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          name="code"
          value={digit}
          onChange={(e) => handleChange(i, e.target.value)}
          onKeyDown={(e) => handleKeyDown(i, e)}
          onPaste={handlePaste}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          autoComplete={i === 0 ? "one-time-code" : "off"}
          autoFocus={i === 0}
          aria-label={t.digitLabel(i + 1, CODE_LENGTH)}
          aria-invalid={invalid || undefined}
          className="h-12 w-10 rounded-lg border border-slate-400 bg-white text-center text-xl font-bold text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none sm:h-14 sm:w-12 sm:text-2xl"
        />
      ))}
    </div>
  );
}
