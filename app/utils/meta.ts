import { ORG } from "~/content/organisation";

/** Title and description for a page; every public page sets both. */
export function pageMeta(title: string, description: string = ORG.description) {
  const full = title === ORG.name ? title : `${title} | ${ORG.name}`;
  return [
    { title: full },
    { name: "description", content: description },
    { property: "og:title", content: full },
    { property: "og:description", content: description },
    { property: "og:site_name", content: ORG.name },
  ];
}
