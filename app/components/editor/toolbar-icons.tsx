import type { ReactNode } from "react";

// Drawn icons for the editor's toolbar: inline SVG, so every phone shows them (no font glyphs), and hidden from
// assistive technology (each button carries its name in aria-label).
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ICONS = {
  bold: (
    <Icon>
      <path d="M7 4h6a4 4 0 0 1 0 8H7z" />
      <path d="M7 12h7a4 4 0 0 1 0 8H7z" />
    </Icon>
  ),
  italic: (
    <Icon>
      <path d="M10 4h8M6 20h8M15 4 9 20" />
    </Icon>
  ),
  underline: (
    <Icon>
      <path d="M7 4v7a5 5 0 0 0 10 0V4" />
      <path d="M5 20h14" />
    </Icon>
  ),
  strikethrough: (
    <Icon>
      <path d="M17 6.5C16 5 14.3 4 12 4 9.2 4 7.5 5.6 7.5 7.5c0 1.7 1.2 2.8 3.5 3.5" />
      <path d="M4 12h16" />
      <path d="M16 14.5c.4.6.5 1.2.5 1.8 0 2.1-2 3.7-4.7 3.7-2.4 0-4.2-1-5.3-2.7" />
    </Icon>
  ),
  numbered: (
    <Icon>
      <path d="M10 6h10M10 12h10M10 18h10" />
      <path d="M4 4h1v5" />
      <path d="M4 9h2" />
      <path d="M4 14.5a1.2 1.2 0 0 1 2 .9c0 .8-2 2-2 3.6h2.2" />
    </Icon>
  ),
  bulleted: (
    <Icon>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" fill="currentColor" />
      <circle cx="4.5" cy="12" r="1" fill="currentColor" />
      <circle cx="4.5" cy="18" r="1" fill="currentColor" />
    </Icon>
  ),
  outdent: (
    <Icon>
      <path d="M21 5H11M21 12H11M21 19H11" />
      <path d="m7 8-4 4 4 4" />
    </Icon>
  ),
  indent: (
    <Icon>
      <path d="M21 5H11M21 12H11M21 19H11" />
      <path d="m3 8 4 4-4 4" />
    </Icon>
  ),
  link: (
    <Icon>
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </Icon>
  ),
  image: (
    <Icon>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </Icon>
  ),
  alignLeft: (
    <Icon>
      <path d="M4 6h16M4 10h10M4 14h16M4 18h10" />
    </Icon>
  ),
  alignCenter: (
    <Icon>
      <path d="M4 6h16M7 10h10M4 14h16M7 18h10" />
    </Icon>
  ),
  alignRight: (
    <Icon>
      <path d="M4 6h16M10 10h10M4 14h16M10 18h10" />
    </Icon>
  ),
  justify: (
    <Icon>
      <path d="M4 6h16M4 10h16M4 14h16M4 18h16" />
    </Icon>
  ),
  clear: (
    <Icon>
      <path d="M4 7V5h12v2" />
      <path d="M10 5 7 19" />
      <path d="m14 14 6 6M20 14l-6 6" />
    </Icon>
  ),
} satisfies Record<string, ReactNode>;
