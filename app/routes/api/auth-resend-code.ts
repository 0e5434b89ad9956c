// Placeholder until its issue lands.
const notImplemented = () => Response.json({ success: false, message: "Not implemented yet" }, { status: 404 });
export const loader = notImplemented;
export const action = notImplemented;
