import { redirect } from "next/navigation";

// a [locale] folder with no i18n library checking it: the segment is whatever the link says,
// and /https:%2F%2Fevil.example decodes to https://evil.example
export default function LocaleHome({ params }: { params: { locale: string } }) {
  // ruleid: next.redirect.request-param-redirect
  redirect(`${params.locale}/events`);
}
