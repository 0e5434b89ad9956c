import { useEffect } from "react";
import toast, { Toaster as HotToaster } from "react-hot-toast";
import { useHydrated } from "remix-utils/use-hydrated";

export type FlashToast = { message: string; type: "success" | "error" | "info" | "warning" } | undefined | null;

/**
 * Server flash toasts: rendered as a plain status box before hydration (and without JavaScript),
 * handed to react-hot-toast after it, whose defaults are SPEC §9's (success 2 s, error 4 s, 20 at most).
 */
export function Toaster({ flash }: { flash: FlashToast }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!flash) return;
    if (flash.type === "success") toast.success(flash.message);
    else if (flash.type === "error") toast.error(flash.message);
    else toast(flash.message);
  }, [flash]);

  return (
    <>
      {!hydrated && flash ? (
        <div
          role={flash.type === "error" ? "alert" : "status"}
          className={`fixed inset-x-4 top-20 z-50 mx-auto max-w-md rounded-lg px-4 py-3 text-center text-sm font-medium shadow-lg ${
            flash.type === "error" ? "bg-red-700 text-white" : "bg-slate-900 text-white"
          }`}
        >
          {flash.message}
        </div>
      ) : null}
      <HotToaster position="top-center" />
    </>
  );
}

export { toast };
