import { apiError } from "~/domain/platform/api.server";
import { notFound } from "~/domain/platform/errors.server";

const answer = () => apiError(notFound("API route not found"));

export const loader = answer;
export const action = answer;
