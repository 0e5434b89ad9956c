import { isRouteErrorResponse, useRouteError } from "react-router";

/** An admin screen that could not load: its reason in a red box (SPEC §2), never a stack trace. */
export function AdminError({ title }: { title?: string }) {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? typeof error.data === "string" ? error.data : error.statusText
    : "Something went wrong while loading this page. Please try again.";
  const heading = (isRouteErrorResponse(error) && error.statusText) || title || "Could not load this page";
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-6 text-red-900">
      <h1 className="text-xl font-bold">{heading}</h1>
      <p className="mt-2">{message}</p>
      <a href="/admin/blog" className="mt-4 inline-flex min-h-11 items-center font-semibold underline">Back to blog posts</a>
    </div>
  );
}
