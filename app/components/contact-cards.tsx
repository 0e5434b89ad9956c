import type { ReactNode } from "react";
import { labelled } from "~/i18n/typography";
import { useLang, useT } from "~/i18n/use-language";
import { telLink, whatsappLink } from "~/utils/contact-links";
import type { useSiteSettings } from "~/ui/root-data";
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from "./icons";

type Contact = ReturnType<typeof useSiteSettings>["contact"];

// A lone link is a 44 px target on phones (tap size), compact from sm up, as in the footer.
const linkClass =
  "inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4 sm:min-h-0";

/**
 * The contact page's four detail cards; numbers and addresses are tappable (call, WhatsApp, e-mail). `contact` comes
 * from useSiteSettings, so its office hours are already in the page's language (or English where none was given).
 */
export function ContactCards({ contact }: { contact: Contact }) {
  const t = useT().common.contact;
  const lang = useLang();
  const cards: { icon: typeof PhoneIcon; title: string; lines: { key: string; content: ReactNode }[] }[] = [
    {
      icon: PhoneIcon,
      title: t.phone,
      lines: [
        ...contact.phones.map((phone) => ({
          key: phone.number,
          content: (
            <span className="flex flex-wrap items-center gap-x-3">
              <a href={telLink(phone.number)} className={linkClass}>
                {phone.number}
              </a>
              {phone.whatsapp ? (
                <a
                  href={whatsappLink(phone.number)}
                  rel="noopener noreferrer"
                  className={linkClass}
                  aria-label={`WhatsApp ${phone.number}`}
                >
                  WhatsApp
                </a>
              ) : null}
            </span>
          ),
        })),
        { key: "note", content: t.phoneNote },
      ],
    },
    {
      icon: MailIcon,
      title: t.email,
      lines: [
        ...contact.emails.map((email) => ({
          key: email,
          content: (
            <a href={`mailto:${email}`} className={`${linkClass} break-all`}>
              {email}
            </a>
          ),
        })),
        { key: "promise", content: t.replyPromise },
      ],
    },
    {
      icon: PinIcon,
      title: t.address,
      lines: [contact.address.street, `${contact.address.city}, ${contact.address.country}`].map((line) => ({
        key: line,
        content: line,
      })),
    },
    {
      icon: ClockIcon,
      title: t.officeHours,
      lines: contact.officeHours.map((o) => ({ key: o.days, content: labelled(lang, o.days, o.hours) })),
    },
  ];

  return (
    <section className="container-page -mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={t.details}>
      {cards.map((card) => (
        <article key={card.title} className="card">
          <card.icon className="h-6 w-6 text-brand-600" />
          <h2 className="mt-2 font-semibold text-slate-900">{card.title}</h2>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {card.lines.map((line) => (
              <li key={line.key}>{line.content}</li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
