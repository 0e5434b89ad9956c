/** A wa.me link for a phone number as people write it ("+250 788 000 101"), with a prefilled message. */
export function whatsappLink(phone: string, text?: string) {
  const digits = phone.replace(/[^0-9]/g, "");
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

/** A tel: link keeps the + and digits only. */
export const telLink = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, "")}`;
