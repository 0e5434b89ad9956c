// Placeholder until the admin issue lands.
export default function Placeholder() {
  return <h1 className="text-2xl font-bold">Admin: dashboard (coming soon)</h1>;
}
