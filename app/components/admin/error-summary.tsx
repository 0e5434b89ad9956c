import type { Ref } from "react";

type Props = {
  /** The action's message: SPEC §8's "Please fill in all required fields", or one that belongs to no field (409, 429…). */
  message: string | null;
  /** Each field's own message, by field name. */
  fields: Record<string, string>;
  /** The fields in the order the form shows them, with the id of the control each message belongs to. */
  order: readonly (readonly [name: string, id: string])[];
  ref?: Ref<HTMLDivElement>;
};

/**
 * A failed save's summary, in the page's flow at the top of the form (never over its buttons): the message, then
 * each field's own as a link to that field. The fields say theirs beside them too; the form moves focus to the first.
 */
export function ErrorSummary({ message, fields, order, ref }: Props) {
  if (!message) return null;
  const known = order.filter(([name]) => fields[name]);
  const others = Object.keys(fields).filter((name) => !order.some(([n]) => n === name));
  const items = [
    ...known.map(([name, id]) => ({ name, id, text: fields[name]! })),
    ...others.map((name) => ({ name, id: null, text: fields[name]! })),
  ];
  // One field whose message is the summary's own: said once.
  const list = items.length === 1 && items[0]!.text === message ? [] : items;
  const lone = items.length === 1 && list.length === 0 ? items[0]! : null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900 focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
    >
      <p className="font-medium">
        {lone?.id ? (
          <a href={`#${lone.id}`} className="underline underline-offset-2">
            {message}
          </a>
        ) : (
          message
        )}
      </p>
      {list.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {list.map((item) => (
            <li key={item.name}>
              {item.id ? (
                <a href={`#${item.id}`} className="underline underline-offset-2">
                  {item.text}
                </a>
              ) : (
                item.text
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
