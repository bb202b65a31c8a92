'use client';
import { signIn } from 'next-auth/react';
import { useRouter, useSearchParams } from 'next/navigation';

export function EmailSignIn() {
  const router = useRouter();
  const searchParams = useSearchParams();
  const next = searchParams.get('next');

  const onSubmit = async (email: string, password: string) => {
    const response = await signIn('credentials', { email, password, redirect: false, callbackUrl: next || '/home' });
    if (!response?.ok) return;
    // the url NextAuth's redirect callback confined to this app, present on every success
    // ok: next.redirect.request-param-redirect
    router.push(response?.url || next || '/home');
  };

  const onSubmitLegacy = async (email: string) => {
    const response = await fetch('/api/login', { method: 'POST', body: JSON.stringify({ email }) });
    const body = await response.json();
    // another function's answer: the fallback is the query parameter
    // ruleid: next.redirect.request-param-redirect
    router.push(body.url || next || '/home');
  };

  return <form onSubmit={() => onSubmit('', '')} onReset={() => onSubmitLegacy('')} />;
}
