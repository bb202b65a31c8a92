import { Redirect, router, useLocalSearchParams } from 'expo-router';
import { useState } from 'react';

import { LoginForm } from '../components/LoginForm';
import { useSession } from '../hooks/useSession';
import { safeInternalPath } from '../lib/navigation';

// app/sign-in.tsx — shop://sign-in?redirect=/orders
export default function SignInScreen() {
  const { session, signIn } = useSession();
  const { redirect, next, orderId } = useLocalSearchParams<{ redirect?: string; next?: string; orderId?: string }>();
  const [error, setError] = useState<string | null>(null);

  if (session) {
    // ruleid: rn.deeplink.redirect-param-navigation
    return <Redirect href={next} />;
  }

  const onSubmit = async (email: string, password: string) => {
    try {
      await signIn(email, password);
      // ruleid: rn.deeplink.redirect-param-navigation
      router.replace(redirect ?? '/');
    } catch (e) {
      setError('Sign-in failed');
    }
  };

  const onSubmitSafe = async (email: string, password: string) => {
    await signIn(email, password);
    // ok: rn.deeplink.redirect-param-navigation
    router.replace(safeInternalPath(redirect));
  };

  const openOrder = () => {
    // ok: rn.deeplink.redirect-param-navigation
    router.push(`/orders/${orderId}`);
  };

  return <LoginForm onSubmit={onSubmit} onSubmitSafe={onSubmitSafe} onOrder={openOrder} error={error} />;
}

// a tapped notification's payload: the app's own server wrote it, a web page cannot send one
export function useNotificationObserver() {
  useEffect(() => {
    function redirect(notification: Notification) {
      const url = notification.request.content.data?.url;
      if (url) {
        // ok: rn.deeplink.redirect-param-navigation
        router.push(url);
      }
    }
    const subscription = Notifications.addNotificationResponseReceivedListener((response) => redirect(response.notification));
    return () => subscription.remove();
  }, []);
}
