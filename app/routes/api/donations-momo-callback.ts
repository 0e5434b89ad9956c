import { apiError } from "~/platform/http/api.server";
import { notFound } from "~/platform/http/errors.server";

// Issue 25: a placeholder until its work lands (the route is in app/routes.ts so the team shares one table).
const answer = () => apiError(notFound("API route not found"));
export const loader = answer;
export const action = answer;
