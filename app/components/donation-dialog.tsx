import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { Link, useLocation, useMatches, useNavigate } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { useLocalePath, useT } from "~/i18n/use-language";
import { useSiteSettings } from "~/ui/root-data";
import { DonationOptions } from "./donation-options";
import { CloseIcon } from "./icons";
import { QuickExitLink } from "./quick-exit";
import { hasQuickExit } from "~/utils/page-handle";

const DONATE_PARAM = "donate";

type DonationState = {
  open: () => void;
  close: () => void;
  hide: () => void;
  isOpen: boolean;
  openHref: string;
  closeHref: string;
};
const DonationContext = createContext<DonationState | null>(null);

function useHrefs() {
  const { pathname, search, hash } = useLocation();
  const params = new URLSearchParams(search);
  const initiallyOpen = params.get(DONATE_PARAM) === "1";
  params.delete(DONATE_PARAM);
  const rest = params.toString();
  const closeHref = `${pathname}${rest ? `?${rest}` : ""}${hash}`;
  params.set(DONATE_PARAM, "1");
  return { initiallyOpen, closeHref, openHref: `${pathname}?${params.toString()}` };
}

/**
 * The donation dialog is open or closed (SPEC §2). Without JavaScript, `?donate=1` renders it open and
 * its buttons are links; with JavaScript it is a native modal <dialog> (focus kept inside, Escape closes,
 * focus returns to the opener): by React where the page hydrates, by the enhancement module on the static
 * public pages (data-donate, data-donate-close, data-donate-backdrop).
 */
/** `dialog={false}`: the links' context alone (issue 28: a signed-in page's personal parts, spliced into a page that has the dialog already). */
export function DonationProvider({ children, dialog = true }: { children: React.ReactNode; dialog?: boolean }) {
  const { initiallyOpen, closeHref, openHref } = useHrefs();
  const [isOpen, setOpen] = useState(initiallyOpen);
  const navigate = useNavigate();
  useEffect(() => setOpen((o) => o || initiallyOpen), [initiallyOpen]);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => {
    setOpen(false);
    if (initiallyOpen) navigate(closeHref, { replace: true, preventScrollReset: true });
  }, [initiallyOpen, closeHref, navigate]);
  return (
    <DonationContext.Provider value={{ open, close, hide: () => setOpen(false), isOpen, openHref, closeHref }}>
      {children}
      {dialog ? <DonationDialog /> : null}
    </DonationContext.Provider>
  );
}

export function useDonation() {
  const ctx = useContext(DonationContext);
  if (!ctx) throw new Error("useDonation outside DonationProvider");
  return ctx;
}

export function DonateButton({
  className = "btn-accent",
  children,
}: {
  className?: string;
  children?: React.ReactNode;
}) {
  const { open, openHref } = useDonation();
  const t = useT();
  return (
    <a
      href={openHref}
      className={className}
      aria-haspopup="dialog"
      data-donate=""
      onClick={(event) => {
        event.preventDefault();
        open();
      }}
    >
      {children ?? t.common.donation.donate}
    </a>
  );
}

function DonationDialog() {
  const { isOpen, close, hide, closeHref } = useDonation();
  const hydrated = useHydrated();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !hydrated) return;
    if (isOpen && !dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen, hydrated]);

  const closeLink = (event: React.MouseEvent) => {
    event.preventDefault();
    close();
  };
  const serverOpen = !hydrated && isOpen;
  const settings = useSiteSettings();
  const t = useT().common;
  const giving = useT().giving;
  const lp = useLocalePath();
  // On a sensitive page the way out is inside the dialog too: opened as a modal, it makes the page behind inert.
  const quickExit = hasQuickExit(useMatches());

  return (
    <>
      {/* The backdrop closes too; the dialog's own X and Done are the named controls. */}
      {/* Both stop above the quick exit's strip where a page has one (app.css): the exit stays in view and usable. */}
      {/* The no-JavaScript backdrop is hidden from assistive technology, which has the named Close. */}
      {serverOpen ? (
        // eslint-disable-next-line jsx-a11y/anchor-has-content
        <a
          href={closeHref}
          className="fixed inset-x-0 top-0 bottom-[var(--quick-exit-space,0px)] z-40 bg-slate-900/60"
          aria-hidden="true"
          tabIndex={-1}
          data-donate-backdrop=""
        />
      ) : null}
      {/* A click on the modal's backdrop closes it; keyboard users have Escape (native) and the named Close and Done. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={ref}
        id="donate-dialog"
        open={serverOpen || undefined}
        aria-labelledby="donate-title"
        onClose={() => isOpen && close()}
        onClick={(event) => event.target === ref.current && close()}
        className="fixed inset-x-0 top-0 bottom-[var(--quick-exit-space,0px)] z-50 m-auto max-h-[calc(100dvh_-_2rem_-_var(--quick-exit-space,0px))] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/60"
      >
        <div className="p-6">
          {quickExit ? (
            <div className="-mt-2 mb-4 flex justify-end">
              <QuickExitLink />
            </div>
          ) : null}
          <div className="flex items-start justify-between gap-4">
            <h2 id="donate-title" className="text-xl font-bold text-slate-900">
              {t.donation.title}
            </h2>
            {/* Focused first when the dialog opens (not the quick exit above it: one Enter must not leave the site). */}
            <a
              href={closeHref}
              onClick={closeLink}
              autoFocus
              className="-mt-2 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
              aria-label={t.close}
              data-donate-close=""
            >
              <CloseIcon />
            </a>
          </div>
          <p className="mt-2 text-sm text-slate-700">{t.donation.intro}</p>
          {/* Issue 25: the campaigns, the gift form and "Tell us about your gift" are on /give. */}
          <p className="mt-2">
            <Link
              to={lp("/give")}
              onClick={hide}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
            >
              {giving.dialogLink}
            </Link>
          </p>
          <DonationOptions settings={settings} />
          <button
            type="button"
            disabled
            className="btn mt-3 w-full border border-dashed border-slate-400 text-slate-600"
          >
            {t.donation.payOnline}
          </button>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Link to={lp("/contact#message-us")} onClick={hide} className="btn-outline">
              {t.donation.share}
            </Link>
            <a href={closeHref} onClick={closeLink} className="btn-primary" data-donate-close="">
              {t.donation.done}
            </a>
          </div>
        </div>
      </dialog>
    </>
  );
}
