import AsyncStorage from '@react-native-async-storage/async-storage';

export async function logIn(username, password) {
  const response = await fetch('https://forum.example.org/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: username, password }),
  });
  const session = await response.json();
  // ruleid: rn.storage.app-without-secure-storage
  await AsyncStorage.setItem('forum:session', JSON.stringify(session));
  return session.user;
}
