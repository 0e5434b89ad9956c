import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";

export type PreviewLinkItem = { id: string; createdByName: string; created: string; expires: string };

type Props = { links: PreviewLinkItem[]; newLink: string | null; canManage: boolean };

/** Copies the new link where JavaScript runs; without it the link is plain selectable text in the field. */
function CopyButton({ text }: { text: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"idle" | "done" | "failed">("idle");
  if (!hydrated || !navigator.clipboard?.writeText) return null;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied("done"),
      () => setCopied("failed"),
    );
  return (
    <>
      <button type="button" className="btn-outline min-h-11" onClick={() => void copy()}>
        Copy link
      </button>
      <span role="status" className="text-sm text-slate-700">
        {copied === "done" ? "Copied" : copied === "failed" ? "Could not copy: select the link and copy it" : ""}
      </span>
    </>
  );
}

/**
 * Preview links for a reviewer outside the team (issue 15): the active ones with their expiry and Revoke, and a
 * new link shown once (only its hash is kept, so it cannot be shown again).
 */
export function PreviewLinksPanel({ links, newLink, canManage }: Props) {
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="preview-links-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="preview-links-title" className="text-lg font-bold text-slate-900">
        Preview links
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Anyone with a preview link can read this post before it is published, without an account, for 7 days or until
        the link is revoked.
      </p>
      {newLink ? (
        <div role="status" className="mt-4 rounded-lg border border-green-300 bg-green-50 p-4">
          <label htmlFor="new-preview-link" className="font-semibold text-green-900">
            New preview link (shown only this once: copy it now)
          </label>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <input
              id="new-preview-link"
              readOnly
              value={newLink}
              onFocus={(e) => e.currentTarget.select()}
              className="field-input min-h-11 flex-1 basis-64 font-mono text-sm"
            />
            <CopyButton text={newLink} />
          </div>
        </div>
      ) : null}
      {links.length === 0 ? (
        <p className="mt-4 text-slate-700">No active preview links.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {links.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
              <p className="min-w-0 flex-1 basis-48 text-sm text-slate-800">
                Created by <span className="break-words font-semibold">{l.createdByName}</span> on {l.created}. Expires{" "}
                {l.expires}.
              </p>
              {canManage ? (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="revoke-link" />
                  <input type="hidden" name="linkId" value={l.id} />
                  <button type="submit" className="btn-outline min-h-11 text-red-800" disabled={busy}>
                    Revoke<span className="sr-only"> link created {l.created}</span>
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canManage ? (
        <Form method="post" preventScrollReset className="mt-4">
          <input type="hidden" name="intent" value="create-link" />
          <button type="submit" className="btn-primary min-h-11" disabled={busy}>
            Create preview link
          </button>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          An editor can create a preview link for a reviewer outside the team.
        </p>
      )}
    </section>
  );
}
