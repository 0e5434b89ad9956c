import { redirect } from "react-router";

// SPEC §2: any other path goes home.
export const loader = () => redirect("/");
export const action = () => redirect("/");
