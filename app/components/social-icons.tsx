import { useT } from "~/i18n/use-language";
import type { SOCIAL_NETWORKS } from "~/domain/settings/settings-schema";

type Network = (typeof SOCIAL_NETWORKS)[number];

// Simple filled brand marks drawn inline (no icon font, no third-party request).
const PATHS: Record<Network, string> = {
  facebook:
    "M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5H16.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z",
  x: "M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z",
  instagram:
    "M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zm6.1-8.1a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM21 7.5c-.1-1.5-.4-2.8-1.5-3.9S17.1 2.2 15.6 2.1C14 2 10 2 8.4 2.1 6.9 2.2 5.6 2.5 4.5 3.6S3.1 6 3 7.5C2.9 9.1 2.9 14.9 3 16.5c.1 1.5.4 2.8 1.5 3.9s2.4 1.4 3.9 1.5c1.6.1 5.6.1 7.2 0 1.5-.1 2.8-.4 3.9-1.5s1.4-2.4 1.5-3.9c.1-1.6.1-7.4 0-9zm-2.1 10.8a3.2 3.2 0 0 1-1.8 1.8c-1.2.5-4.2.4-5.1.4s-3.9.1-5.1-.4a3.2 3.2 0 0 1-1.8-1.8c-.5-1.2-.4-4.2-.4-5.1s-.1-3.9.4-5.1A3.2 3.2 0 0 1 6.9 4.3c1.2-.5 4.2-.4 5.1-.4s3.9-.1 5.1.4a3.2 3.2 0 0 1 1.8 1.8c.5 1.2.4 4.2.4 5.1s.1 3.9-.4 5.1z",
  linkedin:
    "M6.9 21H3.3V9h3.6v12zM5.1 7.4a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2zM21 21h-3.6v-5.8c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1V21H9.6V9h3.4v1.6h.1c.5-.9 1.6-1.9 3.4-1.9 3.6 0 4.3 2.4 4.3 5.5V21z",
  youtube:
    "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3-5.2 3z",
};
export const NETWORK_NAMES: Record<Network, string> = {
  facebook: "Facebook",
  x: "X",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  youtube: "YouTube",
};

export function SocialIcon({ network, className = "h-5 w-5" }: { network: Network; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d={PATHS[network]} />
    </svg>
  );
}

/** Only the networks staff have set are shown. */
export function SocialLinks({ socials, orgName }: { socials: Record<Network, string>; orgName: string }) {
  const t = useT().common.social;
  const set = (Object.keys(PATHS) as Network[]).filter((n) => socials[n]);
  if (set.length === 0) return null;
  return (
    <ul className="mt-4 flex gap-2" aria-label={t.label}>
      {set.map((network) => (
        <li key={network}>
          <a
            href={socials[network]}
            rel="noopener noreferrer"
            aria-label={t.on(orgName, NETWORK_NAMES[network])}
            className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
          >
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
