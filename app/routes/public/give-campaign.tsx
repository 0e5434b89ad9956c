import { notFound } from "~/platform/http/errors.server";

// Issue 25: a placeholder until its work lands (the route is in app/routes.ts so the team shares one table).
export function loader(): never {
  throw notFound("Not found");
}

export default function Placeholder() {
  return null;
}

