export function PageHero({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="container-page py-14 sm:py-20">
        <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-4 max-w-2xl text-lg text-brand-50">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}

export function StatGrid({
  stats,
  dark = false,
}: {
  stats: readonly { value: string; label: string }[];
  dark?: boolean;
}) {
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className={`rounded-2xl p-5 text-center ${dark ? "bg-white/10" : "bg-brand-50"}`}>
          <dt className={`text-sm ${dark ? "text-brand-50" : "text-slate-700"}`}>{stat.label}</dt>
          <dd className={`mt-1 text-3xl font-extrabold ${dark ? "text-white" : "text-brand-800"}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
