import { apiError } from "~/platform/http/api.server";
import { notFound } from "~/platform/http/errors.server";

const answer = () => apiError(notFound("API route not found"));

export const loader = answer;
export const action = answer;
