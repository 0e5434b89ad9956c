import { categoryByName, categoryLabel } from "~/content/categories";
import { useLang } from "~/i18n/use-language";

/**
 * The category as a chip. Text stays dark on a light tint of the category colour: white text on several of
 * the palette colours would fail contrast (Mental Health's #8B5CF6 gives 4.2:1). On dark heroes the chip is white.
 * `name` is the stored (English) category; the chip shows its label in the page's language.
 */
export function CategoryBadge({ name, onDark = false }: { name: string; onDark?: boolean }) {
  const color = categoryByName(name)?.color ?? "#0d7a63";
  const lang = useLang();
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold text-slate-900"
      style={{ backgroundColor: onDark ? "#ffffff" : `${color}1f`, boxShadow: `inset 0 0 0 1px ${color}55` }}
    >
      <span className="h-2 w-2 rounded-full" style={{ backgroundColor: color }} aria-hidden="true" />
      {categoryLabel(name, lang)}
    </span>
  );
}
