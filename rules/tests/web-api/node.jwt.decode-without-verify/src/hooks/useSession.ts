'use client';

import { useMemo } from 'react';
import { jwtDecode } from 'jwt-decode';

export function useSessionExpiry(token: string | null) {
  return useMemo(() => {
    if (!token) return null;
    // ok: node.jwt.decode-without-verify
    const { exp } = jwtDecode<{ exp: number }>(token);
    return new Date(exp * 1000);
  }, [token]);
}

export function displayName(token: string) {
  // ok: node.jwt.decode-without-verify
  return jwtDecode<{ name: string }>(token).name;
}
