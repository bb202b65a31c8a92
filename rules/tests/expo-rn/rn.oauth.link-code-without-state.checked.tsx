import { parse, useURL } from 'expo-linking';
import * as SecureStore from 'expo-secure-store';
import React, { useEffect } from 'react';

type SignIn = (p: { code: string }) => Promise<void>;

// the state the app put in the authorization URL is kept and compared when the link comes back
export function useDeepLinkSignIn(signIn: SignIn) {
  const url = useURL();
  useEffect(() => {
    if (!url) return;
    (async () => {
      const { queryParams } = parse(url);
      const expectedState = await SecureStore.getItemAsync('oauth_state');
      if (!expectedState || queryParams?.state !== expectedState) return;
      await SecureStore.deleteItemAsync('oauth_state');
      const code = queryParams?.code as string | undefined;
      if (code) {
        // ok: rn.oauth.link-code-without-state
        await signIn({ code });
      }
    })();
  }, [url]);
}
