import { useState } from 'react';
import { fetchAllowance } from '../api';

export function SwapOffer({ wallet }: { wallet: { address: string } }) {
  const [, setUpdateView] = useState(0);
  const [, setResetCode] = useState('');

  // A token-allowance check that re-renders the offer when done: the random number is only the
  // state that forces the render.
  const checkTokenAllowance = async () => {
    const { allowance } = await fetchAllowance(wallet.address);
    // ok: js.random.math-random-security-value
    setUpdateView(Math.random());
    return allowance;
  };

  // The same setter shape, but the state is the code the user is sent.
  const sendResetCode = async () => {
    // ruleid: js.random.math-random-security-value
    setResetCode(String(Math.floor(100000 + Math.random() * 900000)));
  };

  const issueOtp = () => {
    // ruleid: js.random.math-random-security-value
    const otp = Math.floor(100000 + Math.random() * 900000).toString();
    return otp;
  };

  return <button onClick={() => { checkTokenAllowance(); sendResetCode(); issueOtp(); }}>Swap</button>;
}
