import { redirect } from "next/navigation";
import { getSession } from "../../../lib/session";

type Props = { params: { locale: string }; searchParams: { next?: string } };

export default async function Home(props: Props) {
  const session = await getSession();
  if (session?.isPublicServant) {
    // the locale next-intl validated (i18n/request.ts): en or ga, then a fixed path
    // ok: next.redirect.request-param-redirect
    redirect(`${props.params.locale}/admin`);
  }
  if (props.searchParams.next) {
    // a query value is not validated by next-intl
    // ruleid: next.redirect.request-param-redirect
    redirect(props.searchParams.next);
  }
  // ok: next.redirect.request-param-redirect
  redirect(`${props.params.locale}/events`);
}
