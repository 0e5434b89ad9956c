import { useEffect } from "react";
import { useLocation } from "react-router";
import toast, { ToastBar, Toaster as HotToaster } from "react-hot-toast";
import { useHydrated } from "remix-utils/use-hydrated";
import { useMessage, useT } from "~/i18n/use-language";

export type FlashToast = { message: string; type: "success" | "error" | "info" | "warning" } | undefined | null;

/**
 * Server flash toasts. Before hydration (and without JavaScript) a plain status box at the bottom of the screen,
 * away from the logo and the menu: it can be dismissed without JavaScript (a checkbox and its label) and fades away
 * on its own after SPEC §9's time (success 2 s, others 4 s) by CSS alone. After hydration react-hot-toast shows it,
 * also at the bottom; moving to another page dismisses what the previous one said.
 * Every message is said in the page's language (issue 17): the server and the components set them in English (the
 * §8 texts, made with msg(key)), and they are translated here, where they are shown, by the key their English text
 * leads back to (i18n/message.ts), so none can be missed.
 */
export function Toaster({ flash }: { flash: FlashToast }) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const message = useMessage();
  const t = useT().common.toast;
  useEffect(() => {
    toast.dismiss();
  }, [pathname]);
  useEffect(() => {
    if (!flash) return;
    if (flash.type === "success") toast.success(flash.message);
    else if (flash.type === "error") toast.error(flash.message);
    else toast(flash.message);
  }, [flash]);

  return (
    <>
      {!hydrated && flash ? (
        <section
          aria-label={t.notification}
          className={`flash-toast ${flash.type === "success" ? "flash-toast-short" : ""}`}
        >
          <input type="checkbox" id="flash-dismiss" className="peer sr-only" aria-label={t.dismiss} />
          <div
            role={flash.type === "error" ? "alert" : "status"}
            className={`flex items-center gap-3 rounded-lg px-4 py-3 text-sm font-medium shadow-lg peer-checked:hidden ${
              flash.type === "error" ? "bg-red-700 text-white" : "bg-slate-900 text-white"
            }`}
          >
            <span className="flex-1">{message(flash.message)}</span>
            <label
              htmlFor="flash-dismiss"
              className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-full text-lg leading-none hover:bg-white/20"
              aria-hidden="true"
            >
              ×
            </label>
          </div>
        </section>
      ) : null}
      {/* Above the quick exit's strip where a page has one (app.css, --quick-exit-space). */}
      <HotToaster
        position="bottom-center"
        containerStyle={{ bottom: "calc(16px + var(--quick-exit-space, 0px))" }}
        toastOptions={{ ariaProps: { role: "status", "aria-live": "polite" } }}
      >
        {(item) => (
          <ToastBar
            toast={typeof item.message === "string" ? { ...item, message: message(item.message) ?? "" } : item}
          />
        )}
      </HotToaster>
    </>
  );
}

export { toast };
