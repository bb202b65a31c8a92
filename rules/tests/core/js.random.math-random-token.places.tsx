import { useEffect, useRef, useState } from 'react';

// A places autocomplete session token groups one user's keystrokes into one billed session:
// it is sent with the autocomplete requests and authorises nothing.
const newPlacesSessionToken = () =>
  // ok: js.random.math-random-token
  `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function useAddressSuggestions(input: string) {
  const sessionTokenRef = useRef('');
  const [suggestions, setSuggestions] = useState([]);
  useEffect(() => {
    if (!input) {
      sessionTokenRef.current = '';
      return;
    }
    if (!sessionTokenRef.current) {
      sessionTokenRef.current = newPlacesSessionToken();
    }
    api
      .post('/v1/address/autocomplete', { input, sessionToken: sessionTokenRef.current })
      .then((response) => setSuggestions(response.data.suggestions));
  }, [input]);
  return suggestions;
}

export async function suggestPlaces(query: string) {
  // ok: js.random.math-random-token
  const sessionToken = Math.random().toString(36).slice(2);
  const response = await fetch(
    `https://api.mapbox.com/search/searchbox/v1/suggest?q=${encodeURIComponent(query)}&session_token=${sessionToken}`,
  );
  return response.json();
}

// The same name sent to a sign-in endpoint, or kept beside the request, is a credential.
export async function openSession(user: string) {
  // ruleid: js.random.math-random-token
  const sessionToken = Math.random().toString(36).slice(2);
  await api.post('/auth/session', { user, sessionToken });
  return api.post('/v1/address/autocomplete', { input: user, sessionToken: sessionToken });
}

export function useDeviceSession() {
  const tokenRef = useRef('');
  // ruleid: js.random.math-random-token
  tokenRef.current = Math.random().toString(36).slice(2);
  api.post('/v1/places/autocomplete', { input: '', sessionToken: tokenRef.current });
  api.defaults.headers.common.Authorization = `Bearer ${tokenRef.current}`;
}
