import { notFound } from "~/platform/http/errors.server";

// Placeholder (issue 26): the part that owns this page replaces this module.
export function loader(): never {
  throw notFound();
}

export default function Placeholder() {
  return null;
}
