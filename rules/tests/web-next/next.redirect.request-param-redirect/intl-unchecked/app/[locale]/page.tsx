import { redirect } from "next/navigation";

export default function ClubHome({ params }: { params: { locale: string } }) {
  // next-intl is installed, but nothing refuses a segment outside the app's locales
  // ruleid: next.redirect.request-param-redirect
  redirect(`${params.locale}/fixtures`);
}
