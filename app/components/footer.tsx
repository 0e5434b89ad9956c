import { Link } from "react-router";
import { organisationText } from "~/content/organisation";
import { useLang, useLocalePath, useT } from "~/i18n/use-language";
import { telLink, whatsappLink } from "~/utils/contact-links";
import { wallClock } from "~/utils/dates";
import { useSiteSettings, useSiteTimeZone } from "~/ui/root-data";
import { SocialLinks } from "./social-icons";
import { MailIcon, PhoneIcon, PinIcon } from "./icons";
import { Logo } from "./logo";
import { NewsletterForm } from "./newsletter-form";
import { DataSaverSwitch } from "./offline/data-saver-switch";

export function Footer() {
  const year = wallClock(new Date(), useSiteTimeZone()).year;
  const settings = useSiteSettings();
  const lang = useLang();
  const lp = useLocalePath();
  const { pages, ask } = useT();
  const { footer } = pages;
  const text = organisationText(lang);
  const { name } = settings.identity;
  const { emails, phones, address } = settings.contact;
  // At least 44 px tall on phones (tap targets); compact from sm up.
  const linkClass =
    "inline-flex min-h-11 min-w-11 items-center text-brand-100 hover:text-white hover:underline sm:min-h-0 sm:min-w-0";
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="flex items-center gap-2 font-bold text-white">
            <Logo />
            {name}
          </div>
          <p className="mt-3 text-sm text-brand-100">{text.tagline}.</p>
          <SocialLinks socials={settings.socials} orgName={name} />
          <div className="mt-6">
            <NewsletterForm place="footer" dark />
          </div>
        </div>
        <nav aria-label={footer.quickLinks}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{footer.quickLinks}</h2>
          <ul className="mt-3 space-y-1 text-sm sm:space-y-2">
            {text.navLinks.map((link) => (
              <li key={link.to}>
                <Link to={lp(link.to)} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            {/* Issue 26: asking anonymously is linked from here, not from the header's navigation (the spec's). */}
            <li>
              <Link to={lp("/ask")} className={linkClass}>
                {ask.links.footer}
              </Link>
            </li>
            {/* Issue 34: the way back to a private answer, from every page. */}
            <li>
              <Link to={lp("/ask/answer")} className={linkClass} data-read-answer="">
                {ask.links.readAnswer}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{footer.focusAreas}</h2>
          <ul className="mt-3 space-y-2 text-sm text-brand-100">
            {text.focusAreas.map((area) => (
              <li key={area.title}>{area.title}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{footer.contact}</h2>
          <ul className="mt-3 space-y-2 text-sm text-brand-100">
            {emails.map((email) => (
              <li key={email} className="flex items-center gap-2">
                <MailIcon className="h-4 w-4 shrink-0" />
                <a href={`mailto:${email}`} className={linkClass}>
                  {email}
                </a>
              </li>
            ))}
            {phones.map((phone) => (
              <li key={phone.number} className="flex flex-wrap items-center gap-x-2">
                <PhoneIcon className="h-4 w-4 shrink-0" />
                <a href={telLink(phone.number)} className={linkClass}>
                  {phone.number}
                </a>
                {phone.whatsapp ? (
                  <a
                    href={whatsappLink(phone.number)}
                    rel="noopener noreferrer"
                    className={linkClass}
                    aria-label={footer.whatsapp(phone.number)}
                  >
                    WhatsApp
                  </a>
                ) : null}
              </li>
            ))}
            <li className="flex items-start gap-2">
              <PinIcon className="mt-0.5 h-4 w-4 shrink-0" />
              <address className="not-italic">
                {address.street}, {address.city}, {address.country}
              </address>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-sm text-brand-100 sm:flex-row sm:items-center sm:justify-between">
          <p>{footer.rights(String(year), name)}</p>
          <DataSaverSwitch />
          <p className="flex gap-4">
            <Link to={lp("/privacy")} className={linkClass}>
              {footer.privacy}
            </Link>
            <Link to={lp("/terms")} className={linkClass}>
              {footer.terms}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
