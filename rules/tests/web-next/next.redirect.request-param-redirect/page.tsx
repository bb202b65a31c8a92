import { redirect } from 'next/navigation';
import { auth } from '@/auth';

type Props = { searchParams: { callbackUrl?: string; tab?: string } };

export default async function LoginPage({ searchParams }: Props) {
  const session = await auth();
  if (session) {
    // ruleid: next.redirect.request-param-redirect
    redirect(searchParams.callbackUrl || '/');
  }
  return <LoginForm callbackUrl={searchParams.callbackUrl} />;
}

export async function SettingsRedirect({ searchParams }: Props) {
  // ok: next.redirect.request-param-redirect
  redirect(`/settings/${encodeURIComponent(searchParams.tab ?? 'profile')}`);
}

export function ContinueButton() {
  const router = useRouter();
  const searchParams = useSearchParams();
  const onClick = () => {
    // ruleid: next.redirect.request-param-redirect
    router.push(searchParams.get('next') as string);
  };
  const onHome = () => {
    // ok: next.redirect.request-param-redirect
    router.push('/');
  };
  return <button onClick={onClick} onDoubleClick={onHome}>Continue</button>;
}

export function SortMenu() {
  const router = useRouter();
  const setSort = (sort: string) => {
    // the query changes, the page stays
    // ok: next.redirect.request-param-redirect
    router.push({ pathname: router.pathname, query: { ...router.query, sort } }, undefined, { shallow: true });
  };
  const openReturn = () => {
    // ruleid: next.redirect.request-param-redirect
    router.push({ pathname: router.query.returnTo as string });
  };
  return <Menu onSelect={setSort} onClose={openReturn} />;
}
