// The web client of an Expo monorepo: its own TextInput renders a react-dom <input>, whose `type`
// makes the browser mask the field (the native screens' TextInput, which has no `type`, is in
// rn.auth.password-input-unmasked.tsx).
import React, { useState } from 'react';
import TextInput from '../components/TextInput';

export function WebLogin({ onSubmit }: { onSubmit: (email: string, password: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  return (
    <form onSubmit={() => onSubmit(email, password)}>
      <TextInput type="email" placeholder="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
      {/* ok: rn.auth.password-input-unmasked */}
      <TextInput type="password" placeholder="Password" value={password} onChange={(e) => setPassword(e.target.value)} />
      {/* ok: rn.auth.password-input-unmasked */}
      <TextInput type={shown ? 'text' : 'password'} placeholder="Password" value={password} />
      <button type="button" onClick={() => setShown(!shown)}>Show</button>
    </form>
  );
}
