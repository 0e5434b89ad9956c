import { Form, useNavigation } from "react-router";
import { ErrorSummary } from "~/components/admin/error-summary";
import { FeaturedImageField } from "~/components/admin/featured-image-field";
import { FieldError } from "~/components/auth/auth-card";
import { RichTextEditor } from "~/components/editor/rich-text-editor";
import type { EventFormResult, ShiftRowValues } from "~/routes/admin/event-form.server";

const ORDER = [
  ["title", "field-title"],
  ["startsAt", "field-startsAt"],
  ["endsAt", "field-endsAt"],
  ["placeName", "field-placeName"],
  ["mapUrl", "field-mapUrl"],
  ["onlineUrl", "field-onlineUrl"],
  ["coverImage", "featured-image"],
  ["coverAlt", "field-featuredImageAlt"],
  ["capacity", "field-capacity"],
  ["maxPerSignup", "field-maxPerSignup"],
  ["status", "field-status"],
  ["repeatUntil", "field-repeatUntil"],
  ["description", "description"],
] as const;

type FieldProps = {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  type?: string;
  inputMode?: "numeric";
  id?: string;
};

function TextField(props: FieldProps) {
  const id = props.id ?? `field-${props.name}`;
  const described = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        defaultValue={props.value}
        inputMode={props.inputMode}
        className="field-input min-h-11"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {props.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
}

function Choice(props: { name: string; label: string; value: string; options: [string, string][]; error?: string }) {
  const id = `field-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        defaultValue={props.value}
        className="field-input min-h-11"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
      >
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
}

/** One volunteer shift row; "Remove" is a submit button so rows come and go without JavaScript. */
function ShiftRow({ row, index, fields }: { row: ShiftRowValues; index: number; fields: Record<string, string> }) {
  const f = (key: keyof ShiftRowValues) => `shifts.${index}.${key}`;
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-300 p-3">
      <legend className="field-label px-1">Shift {index + 1}</legend>
      <TextField name={f("role")} id={`shift-${index}-role`} label="Role" value={row.role} error={fields[f("role")]} />
      <div className="grid grid-cols-3 gap-2">
        <TextField
          name={f("startTime")}
          id={`shift-${index}-start`}
          label="From"
          type="time"
          value={row.startTime}
          error={fields[f("startTime")]}
        />
        <TextField
          name={f("endTime")}
          id={`shift-${index}-end`}
          label="To"
          type="time"
          value={row.endTime}
          error={fields[f("endTime")]}
        />
        <TextField
          name={f("places")}
          id={`shift-${index}-places`}
          label="Places"
          inputMode="numeric"
          value={row.places}
          error={fields[f("places")]}
        />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <TextField
          name={f("roleRw")}
          id={`shift-${index}-role-rw`}
          label="Role in Kinyarwanda"
          value={row.roleRw}
          error={fields[f("roleRw")]}
        />
        <TextField
          name={f("roleFr")}
          id={`shift-${index}-role-fr`}
          label="Role in French"
          value={row.roleFr}
          error={fields[f("roleFr")]}
        />
      </div>
      <button type="submit" name="intent" value={`remove-shift-${index}`} className="btn-outline min-h-11">
        Remove shift {index + 1}
      </button>
    </fieldset>
  );
}

/**
 * The event form (issue 37), built like the campaign form: the post editor for the descriptions (a plain-text box
 * without JavaScript), the cover picture as campaigns take theirs, times as wall-clock times in the site's zone.
 * Multipart, works without JavaScript.
 */
export function EventForm(props: {
  initial: Record<string, string>;
  shifts: ShiftRowValues[];
  texts: Record<"description" | "descriptionRw" | "descriptionFr", string>;
  result?: EventFormResult;
  submitLabel: string;
  timeZone: string;
  canPublish: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  const { result, initial } = props;
  const fields = result?.fields ?? {};
  const typed = result?.values;
  const v = (key: string) => String(typed?.[key] ?? initial[key] ?? "");
  const shifts = result ? result.shifts : props.shifts;
  const describe = (key: "description" | "descriptionRw" | "descriptionFr", label: string) => (
    <RichTextEditor
      name={key}
      id={key}
      formatName={`${key}Format`}
      label={label}
      defaultValue={v(key)}
      error={fields[key]}
      plainText={{ value: typed ? (typed[key] ?? "") : props.texts[key], fingerprint: "", lossy: false }}
    />
  );
  const statuses: [string, string][] = props.canPublish
    ? [
        ["draft", "Draft (only staff see it)"],
        ["published", "Published (on /events, takes sign-ups)"],
      ]
    : [["draft", "Draft (an editor publishes it)"]];
  if (initial.status === "cancelled") statuses.push(["cancelled", "Cancelled"]);
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-6" noValidate>
      {/* Enter in a field presses the form's first submit button: make that one "save", not "Remove shift 1". */}
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
        {props.submitLabel}
      </button>
      {result?.error ? <ErrorSummary message={result.error} fields={fields} order={ORDER} /> : null}
      <TextField name="title" label="Title" value={v("title")} error={fields.title} />
      {describe("description", "Description")}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="startsAt"
          label="Starts"
          type="datetime-local"
          value={v("startsAt")}
          error={fields.startsAt}
          hint={`Time in ${props.timeZone}`}
        />
        <TextField name="endsAt" label="Ends" type="datetime-local" value={v("endsAt")} error={fields.endsAt} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Choice
          name="repeat"
          label="Repeats"
          value={v("repeat") || "none"}
          error={fields.repeat}
          options={[
            ["none", "Does not repeat"],
            ["weekly", "Every week"],
            ["monthly", "Every month"],
          ]}
        />
        <TextField
          name="repeatUntil"
          label="Repeats until"
          type="date"
          value={v("repeatUntil")}
          error={fields.repeatUntil}
        />
      </div>
      <fieldset className="space-y-4 rounded-xl border border-slate-300 p-4">
        <legend className="field-label px-1">Place (or an online link)</legend>
        <TextField name="placeName" label="Place name" value={v("placeName")} error={fields.placeName} />
        <TextField name="placeAddress" label="Address" value={v("placeAddress")} error={fields.placeAddress} />
        <TextField name="mapUrl" label="Map link" type="url" value={v("mapUrl")} error={fields.mapUrl} />
        <TextField name="onlineUrl" label="Online link" type="url" value={v("onlineUrl")} error={fields.onlineUrl} />
      </fieldset>
      <FeaturedImageField
        legend="Cover picture"
        withCaption={false}
        savedWith="the event"
        current={initial.coverImage || null}
        pending={typed?.coverImage && typed.coverImage !== initial.coverImage ? typed.coverImage : null}
        required={false}
        error={fields.coverImage}
        alt={typed?.coverAlt ?? initial.coverAlt ?? ""}
        caption=""
        altError={fields.coverAlt}
        focus={null}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          name="capacity"
          label="Places"
          inputMode="numeric"
          value={v("capacity")}
          error={fields.capacity}
          hint="Empty: no limit"
        />
        <TextField
          name="maxPerSignup"
          label="Most people per sign-up"
          inputMode="numeric"
          value={v("maxPerSignup")}
          error={fields.maxPerSignup}
        />
        <TextField name="program" label="Program" value={v("program")} error={fields.program} />
      </div>
      <Choice name="status" label="Status" value={v("status") || "draft"} error={fields.status} options={statuses} />
      <section aria-labelledby="shifts-heading" className="space-y-3">
        <h2 id="shifts-heading" className="text-lg font-semibold text-slate-900">
          Volunteer shifts
        </h2>
        {shifts.length === 0 ? <p className="text-sm text-slate-700">No shifts yet.</p> : null}
        {shifts.map((row, index) => (
          <ShiftRow key={index} row={row} index={index} fields={fields} />
        ))}
        <button type="submit" name="intent" value="add-shift" className="btn-outline min-h-11">
          Add a shift
        </button>
      </section>
      <fieldset className="space-y-4 rounded-xl border border-slate-300 p-4">
        <legend className="field-label px-1">Kinyarwanda (optional: the English shows where it is empty)</legend>
        <TextField name="titleRw" label="Title in Kinyarwanda" value={v("titleRw")} error={fields.titleRw} />
        {describe("descriptionRw", "Description in Kinyarwanda")}
      </fieldset>
      <fieldset className="space-y-4 rounded-xl border border-slate-300 p-4">
        <legend className="field-label px-1">French (optional: the English shows where it is empty)</legend>
        <TextField name="titleFr" label="Title in French" value={v("titleFr")} error={fields.titleFr} />
        {describe("descriptionFr", "Description in French")}
      </fieldset>
      <button type="submit" name="intent" value="save" className="btn-primary min-h-11" disabled={busy}>
        {busy ? "Saving…" : props.submitLabel}
      </button>
    </Form>
  );
}
