export function Logo({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#0b6352" />
      <path d="M16 7c-3 4-7 7-7 12a7 7 0 0 0 14 0c0-5-4-8-7-12z" fill="#fbbf24" />
    </svg>
  );
}
