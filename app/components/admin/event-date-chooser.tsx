/**
 * Which date of an event a staff screen shows (the door, the people lists): a GET form, so it works without
 * JavaScript and the chosen date is in the address to share. One date needs no choice: it is only named.
 */
export function EventDateChooser({
  id,
  dates,
  current,
  className = "",
}: {
  id: string;
  dates: { id: string; label: string; cancelled: boolean }[];
  current: string;
  className?: string;
}) {
  if (dates.length <= 1) return dates[0] ? <p className="text-slate-800">{dates[0].label}</p> : null;
  return (
    <form method="get" className={`flex items-end gap-2 ${className}`}>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="field-label">
          Date
        </label>
        <select id={id} name="date" defaultValue={current} className="field-input min-h-11 w-full">
          {dates.map((d) => (
            <option key={d.id} value={d.id}>
              {d.label}
              {d.cancelled ? " (cancelled)" : ""}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-outline min-h-11">
        Show
      </button>
    </form>
  );
}
