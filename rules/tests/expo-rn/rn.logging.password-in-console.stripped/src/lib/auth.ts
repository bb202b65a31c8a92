export async function signIn(email: string, password: string): Promise<void> {
  const response = await fetch('https://api.fieldnotes.example.org/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign in failed: ${response.status}`);
}
