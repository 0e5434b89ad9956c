import { Form, useNavigation } from "react-router";
import { ErrorSummary } from "~/components/admin/error-summary";
import { FeaturedImageField } from "~/components/admin/featured-image-field";
import { FieldError } from "~/components/auth/auth-card";
import { RichTextEditor } from "~/components/editor/rich-text-editor";
import { MAX_CAMPAIGN_TITLE } from "~/domain/giving/campaign-schema";
import { CAMPAIGN_STATUSES } from "~/domain/giving/schema";

export type CampaignFormValues = {
  title: string;
  goal: string;
  startsOn: string;
  endsOn: string;
  status: string;
  featured: boolean;
  coverImage: string;
  coverAlt: string;
  titleRw: string;
  titleFr: string;
  story: string;
  storyRw: string;
  storyFr: string;
};

export const EMPTY_CAMPAIGN: CampaignFormValues = {
  title: "",
  goal: "",
  startsOn: "",
  endsOn: "",
  status: "draft",
  featured: false,
  coverImage: "",
  coverAlt: "",
  titleRw: "",
  titleFr: "",
  story: "",
  storyRw: "",
  storyFr: "",
};

export type CampaignFormResult = {
  ok: false;
  error: string;
  fields: Record<string, string>;
  values: Record<string, string>;
};

/** Plain text for the no-JavaScript box (the server keeps the stored HTML when the text comes back unchanged). */
export type StoryTexts = Record<"story" | "storyRw" | "storyFr", { value: string; lossy: boolean }>;

const STATUS_LABELS: Record<string, string> = {
  draft: "Draft (only staff see it)",
  active: "Active (on /give, takes gifts)",
  closed: "Closed (says what it raised, takes no gifts)",
};

const ORDER = [
  ["title", "field-title"],
  ["goal", "field-goal"],
  ["startsOn", "field-startsOn"],
  ["endsOn", "field-endsOn"],
  ["status", "field-status"],
  ["coverImage", "featured-image"],
  ["coverAlt", "field-featuredImageAlt"],
  ["story", "story"],
  ["titleRw", "field-titleRw"],
  ["storyRw", "storyRw"],
  ["titleFr", "field-titleFr"],
  ["storyFr", "storyFr"],
] as const;

function TextField(props: {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  type?: string;
  required?: boolean;
  inputMode?: "numeric";
  maxLength?: number;
}) {
  const id = `field-${props.name}`;
  const described = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {props.label}
        {props.required ? " *" : ""}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        defaultValue={props.value}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        className="field-input"
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

/**
 * The campaign form (issue 25): the post editor for the stories (a plain-text box without JavaScript), the cover
 * picture as posts take theirs, the Kinyarwanda and French versions, status and featured. A multipart form that
 * works without JavaScript.
 */
export function CampaignForm({
  initial,
  texts,
  result,
  submitLabel,
}: {
  initial: CampaignFormValues;
  texts: StoryTexts;
  result?: CampaignFormResult;
  submitLabel: string;
}) {
  const busy = useNavigation().state === "submitting";
  const fields = result?.fields ?? {};
  const typed = result?.values;
  const v = (key: keyof CampaignFormValues) => String(typed?.[key] ?? initial[key] ?? "");
  const featured = typed ? typed.featured === "on" || typed.featured === "true" : initial.featured;
  const cover = typed?.coverImage ?? initial.coverImage;
  const story = (key: "story" | "storyRw" | "storyFr", label: string) => (
    <RichTextEditor
      name={key}
      id={key}
      formatName={`${key}Format`}
      label={label}
      defaultValue={v(key)}
      error={fields[key]}
      plainText={{ value: typed ? (typed[key] ?? "") : texts[key].value, fingerprint: "", lossy: texts[key].lossy }}
    />
  );
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-6" noValidate>
      {result ? <ErrorSummary message={result.error} fields={fields} order={ORDER} /> : null}
      <TextField
        name="title"
        label="Title"
        value={v("title")}
        error={fields.title}
        required
        maxLength={MAX_CAMPAIGN_TITLE}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          name="goal"
          label="Goal (RWF)"
          value={v("goal")}
          error={fields.goal}
          required
          inputMode="numeric"
          hint="Whole Rwandan francs, e.g. 2000000"
        />
        <TextField
          name="startsOn"
          label="Start date"
          type="date"
          value={v("startsOn")}
          error={fields.startsOn}
          required
        />
        <TextField
          name="endsOn"
          label="End date (optional)"
          type="date"
          value={v("endsOn")}
          error={fields.endsOn}
          hint="It closes itself after this day (site time zone)."
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="field-status" className="field-label">
            Status
          </label>
          <select
            id="field-status"
            name="status"
            defaultValue={v("status") || "draft"}
            className="field-input"
            aria-invalid={fields.status ? true : undefined}
            aria-describedby={fields.status ? "field-status-error" : undefined}
          >
            {CAMPAIGN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
          <FieldError id="field-status-error" message={fields.status} />
        </div>
        <label className="flex min-h-11 items-center gap-3 self-end text-slate-800">
          <input type="checkbox" name="featured" value="on" defaultChecked={featured} className="h-5 w-5" />
          Featured on the home page (only one campaign is)
        </label>
      </div>
      <FeaturedImageField
        legend="Cover picture"
        withCaption={false}
        savedWith="the campaign"
        current={initial.coverImage || null}
        pending={typed?.coverImage && typed.coverImage !== initial.coverImage ? typed.coverImage : null}
        required={false}
        error={fields.coverImage}
        alt={typed?.coverAlt ?? initial.coverAlt}
        caption=""
        altError={fields.coverAlt}
        focus={null}
      />
      {cover === "" && initial.coverImage ? (
        <p className="text-sm text-slate-700">The cover picture will be removed.</p>
      ) : null}
      {story("story", "Story")}
      <fieldset className="space-y-4 rounded-xl border border-slate-300 p-4">
        <legend className="field-label px-1">Kinyarwanda (optional: the English shows where it is empty)</legend>
        <TextField
          name="titleRw"
          label="Title in Kinyarwanda"
          value={v("titleRw")}
          error={fields.titleRw}
          maxLength={MAX_CAMPAIGN_TITLE}
        />
        {story("storyRw", "Story in Kinyarwanda")}
      </fieldset>
      <fieldset className="space-y-4 rounded-xl border border-slate-300 p-4">
        <legend className="field-label px-1">French (optional: the English shows where it is empty)</legend>
        <TextField
          name="titleFr"
          label="Title in French"
          value={v("titleFr")}
          error={fields.titleFr}
          maxLength={MAX_CAMPAIGN_TITLE}
        />
        {story("storyFr", "Story in French")}
      </fieldset>
      <button type="submit" className="btn-primary min-h-11" disabled={busy}>
        {busy ? "Saving…" : submitLabel}
      </button>
    </Form>
  );
}
