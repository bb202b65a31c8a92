import { useCallback } from 'react';
import { startRecording, login } from '../api';

// A new tab is paired with its opener by a timestamp both read from sessionStorage; the session
// itself is the httpOnly cookie the server set.
export function useOpenRecorder(url: string) {
  return useCallback(async () => {
    await startRecording(url);
    const sessionId = Date.now().toString();
    // ok: js.storage.token-in-web-storage
    window.sessionStorage.setItem('recordingSessionId', sessionId);
    // ok: js.storage.token-in-web-storage
    window.sessionStorage.setItem('authPending', 'true');
    // ok: js.storage.token-in-web-storage
    sessionStorage.setItem('sessionCount', String(Number(sessionStorage.getItem('sessionCount') ?? 0) + 1));
    window.open(`/recording-setup?session=${sessionId}`, '_blank');
  }, [url]);
}

export async function signIn(email: string, password: string) {
  const { accessToken, session } = await login(email, password);
  // ruleid: js.storage.token-in-web-storage
  localStorage.setItem('accessToken', accessToken);
  // ruleid: js.storage.token-in-web-storage
  localStorage['session'] = JSON.stringify(session);
  const tabToken = `${session.id}:${Date.now()}`;
  // ruleid: js.storage.token-in-web-storage
  sessionStorage.setItem('tabToken', tabToken);
}
