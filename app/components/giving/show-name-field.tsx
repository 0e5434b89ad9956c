/** "Show my name on the list of donors", off unless ticked: one field for the MoMo form and "Tell us about your gift". */
export function ShowNameField({ label, checked }: { label: string; checked: boolean }) {
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input
        id="gift-showName"
        name="showName"
        type="checkbox"
        defaultChecked={checked}
        className="h-5 w-5 rounded border-slate-400 accent-brand-700"
      />
      <label htmlFor="gift-showName" className="flex min-h-11 flex-1 items-center text-slate-800">
        {label}
      </label>
    </div>
  );
}
