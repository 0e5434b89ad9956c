// Placeholder until the accounts issue lands.
export default function Placeholder() {
  return (
    <div className="card">
      <h1 className="text-2xl font-bold capitalize">login</h1>
      <p className="mt-2 text-slate-700">Coming soon.</p>
    </div>
  );
}
