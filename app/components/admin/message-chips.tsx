const STATUS = {
  new: "bg-blue-100 text-blue-900",
  read: "bg-slate-200 text-slate-800",
  replied: "bg-green-100 text-green-900",
} as const;

export function MessageStatusChip({ status }: { status: string }) {
  const colours = STATUS[status as keyof typeof STATUS] ?? STATUS.read;
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${colours}`}>{status}</span>
  );
}

export function MessageTypeChip({ type }: { type: string }) {
  return (
    <span className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold capitalize text-amber-900">
      {type}
    </span>
  );
}
