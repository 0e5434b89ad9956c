import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { Form, useLocation, useSubmit } from "react-router";

const TYPED = new Set(["search", "text", "email"]);
export const SEARCH_PAUSE_MS = 400;

/**
 * With JavaScript a filter form applies itself: a choice at once, typing after a short pause. The form is a
 * client navigation (same URL a button would give), so the field keeps focus and what was typed; without
 * JavaScript the form's button does the same.
 */
export function useAutoApply() {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Any navigation (the Search button, a row's Edit link) drops a pending search: it must not fire afterwards and
  // close what the person just opened.
  const { key } = useLocation();
  useEffect(() => () => clearTimeout(timer.current), [key]);
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const target = event.target as HTMLInputElement;
    const apply = () => submit(form, { replace: true, preventScrollReset: true });
    clearTimeout(timer.current);
    if (target.tagName === "INPUT" && TYPED.has(target.type)) timer.current = setTimeout(apply, SEARCH_PAUSE_MS);
    else apply();
  };
}

type Props = { label: string; className: string; children: ReactNode };

/** A GET filter form (role search) that applies itself with JavaScript. */
export function FilterForm({ label, className, children }: Props) {
  const onChange = useAutoApply();
  return (
    <Form method="get" role="search" aria-label={label} onChange={onChange} className={className}>
      {children}
    </Form>
  );
}
