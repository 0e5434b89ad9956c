// Placeholder until the blog issue lands.
export const loader = () => new Response("Not found", { status: 404 });
