import { Link } from "react-router";
import { FOCUS_AREAS, NAV_LINKS, ORG } from "~/content/organisation";
import { MailIcon, PhoneIcon, PinIcon } from "./icons";
import { Logo } from "./logo";

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="flex items-center gap-2 font-bold text-white">
            <Logo />
            {ORG.name}
          </div>
          <p className="mt-3 text-sm text-brand-100">{ORG.tagline}.</p>
          <ul className="mt-4 flex gap-2" aria-label="Social media">
            {ORG.socials.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  rel="noopener noreferrer"
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-white/10 text-sm font-bold text-white hover:bg-white/20"
                  aria-label={`${ORG.name} on ${social.name}`}
                >
                  <span aria-hidden="true">{social.name[0]}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Quick links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-brand-100 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Focus areas</h2>
          <ul className="mt-3 space-y-2 text-sm text-brand-100">
            {FOCUS_AREAS.map((area) => (
              <li key={area.title}>{area.title}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Contact</h2>
          <ul className="mt-3 space-y-2 text-sm text-brand-100">
            {ORG.emails.map((email) => (
              <li key={email} className="flex items-center gap-2">
                <MailIcon className="h-4 w-4 shrink-0" />
                <a href={`mailto:${email}`} className="hover:text-white hover:underline">{email}</a>
              </li>
            ))}
            {ORG.phones.map((phone) => (
              <li key={phone} className="flex items-center gap-2">
                <PhoneIcon className="h-4 w-4 shrink-0" />
                <a href={`tel:${phone.replace(/\s/g, "")}`} className="hover:text-white hover:underline">{phone}</a>
              </li>
            ))}
            <li className="flex items-start gap-2">
              <PinIcon className="mt-0.5 h-4 w-4 shrink-0" />
              <address className="not-italic">
                {ORG.address.street}, {ORG.address.city}, {ORG.address.country}
              </address>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-sm text-brand-100 sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} {ORG.name}. All rights reserved.</p>
          <p className="flex gap-4">
            <Link to="/privacy" className="hover:text-white hover:underline">Privacy Policy</Link>
            <Link to="/terms" className="hover:text-white hover:underline">Terms of Service</Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
