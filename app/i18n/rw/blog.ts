import type { BlogStrings } from "../en/blog";

export const blog: BlogStrings = {
  placeholder: "",
};
