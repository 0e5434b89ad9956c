import type { FocusAreaKey } from "~/content/organisation";

/**
 * One drawn icon per focus area (issue 23): inline SVG in the site's stroke style (24-unit grid, 2-unit round
 * lines), decorative beside the area's heading. Each is drawn for its area, so no two share a shape.
 */
const PATHS: Record<FocusAreaKey, React.ReactNode> = {
  // People, animals and the environment: a person, a paw print and a leaf, side by side.
  "one-health": (
    <>
      <circle cx="6" cy="4.6" r="2.1" />
      <path d="M2.4 11.4a3.6 3.6 0 0 1 7.2 0" />
      <path d="M13.5 11c0-4.4 2.8-7.6 8-8 0 4.4-2.8 7.6-8 8zM13.5 11l4-4" />
      <ellipse cx="12" cy="19.2" rx="2.7" ry="2.1" />
      <circle cx="8.4" cy="16" r="1" />
      <circle cx="10.6" cy="14.3" r="1" />
      <circle cx="13.4" cy="14.3" r="1" />
      <circle cx="15.6" cy="16" r="1" />
    </>
  ),
  // A young person on top of rising steps, one arm raised: growing into a leader.
  "youth-empowerment": (
    <>
      <path d="M2 21.5h6v-4h6v-4h8" />
      <circle cx="17.5" cy="3.8" r="1.9" />
      <path d="M17.5 6v4.2M17.5 10.2l-1.8 3.3M17.5 10.2l1.8 3.3M17.5 7.4l-2.8 1.8M17.5 7.4l2.6-2.4" />
    </>
  ),
  // A woman speaking at a lectern.
  "womens-leadership": (
    <>
      <circle cx="12" cy="4.6" r="2.3" />
      <path d="M12 7.3l-3.4 6.2h6.8z" />
      <path d="M6.5 13.5h11l-1.2 2.4H7.7zM10.4 15.9v5.1h3.2v-5.1M8.5 21h7" />
      <path d="M15.8 4.4l2.4-1.2M16.2 6.6l2.6.4" />
    </>
  ),
  // The scales of justice.
  "human-rights": (
    <>
      <path d="M12 3v17M7.5 21h9M4 6.5h16M12 3.8l-1.2 1.4h2.4z" />
      <path d="M6.5 6.5l-3 6.5h6zM3.5 13a3 3 0 0 0 6 0" />
      <path d="M17.5 6.5l-3 6.5h6zM14.5 13a3 3 0 0 0 6 0" />
    </>
  ),
  // A head in profile with a heart inside: sexual, reproductive and mental health, cared for together.
  "sexual-mental-health": (
    <>
      <path d="M9.5 21v-3.2A7.6 7.6 0 0 1 5 10.6C5 6.3 8.4 3 12.7 3c3.9 0 6.8 2.7 6.8 6.4l1.5 3.1-1.7.6V16a2 2 0 0 1-2 2h-2.3v3" />
      <path d="M12.4 14.2l-2.6-2.5a1.6 1.6 0 0 1 2.3-2.3l.3.3.3-.3a1.6 1.6 0 0 1 2.3 2.3z" />
    </>
  ),
  // Three people of different heights side by side, one in a wheelchair: everyone in the circle.
  inclusion: (
    <>
      <circle cx="5" cy="6" r="1.8" />
      <path d="M5 8.5v6M2.5 21l2.5-6.5 2.5 6.5M2.6 11h4.8" />
      <circle cx="12" cy="4.5" r="1.8" />
      <path d="M12 7v7.5M9.5 21l2.5-6.5 2.5 6.5M9.6 10h4.8" />
      <circle cx="18.5" cy="9" r="1.6" />
      <path d="M18.5 11v3.5h2.5l.8 3M16.5 13.5a3.6 3.6 0 1 0 4.5 4.6" />
    </>
  ),
};

export function FocusAreaIcon({ area, className = "h-7 w-7" }: { area: FocusAreaKey; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-focus-area={area}
    >
      {PATHS[area]}
    </svg>
  );
}
