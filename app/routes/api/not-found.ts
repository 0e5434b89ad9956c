const notFound = () => Response.json({ success: false, message: "API route not found" }, { status: 404 });

export const loader = notFound;
export const action = notFound;
